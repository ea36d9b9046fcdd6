// SPEC §5 "Owner-area messages" the commerce owner routes answer with (they live in domain/, shared with the editor).
export { OWNER_INPUT_MESSAGE, notExpectedOption, notValidPageUrl } from '../../../domain/owner-messages.js';
