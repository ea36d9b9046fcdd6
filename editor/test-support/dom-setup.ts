// Set-up of the editor's DOM tests: Testing Library's find* queries wait up to 5 s (not 1 s), since
// a screen's first render loads its lazy modules and schemas, which takes longer on a busy 2-core machine.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
