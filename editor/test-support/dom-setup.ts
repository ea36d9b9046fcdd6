// Set-up of the editor's DOM tests: Testing Library's find* queries wait up to 5 s (not 1 s), since
// a screen's first render loads its lazy modules and schemas, which takes longer on a busy 2-core machine;
// and ranges that answer ProseMirror's measuring.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });

// ProseMirror measures the selection to keep it in view; jsdom lays nothing out, so its ranges have
// no boxes (and without these every keystroke in a rich-text field fails before it is reported).
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
