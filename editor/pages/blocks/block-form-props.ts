// What every block's form is given: its block, a way to change it, and the messages of its fields.
import type { Block } from '../../../domain/owner-api/blocks.js';

/** Props of a block's form. */
export interface BlockFormProps<T extends Block = Block> {
  block: T;
  /**
   * Changes some fields. `field` names the field being typed in, so a run of keystrokes in it is
   * one undo step; choices (selects, checkboxes, pickers) leave it out and are a step each.
   */
  change: (patch: Partial<T>, field?: string) => void;
  /** Messages by the field's path in the block (`href`, `button.href`, `imageIds`). */
  errors: Readonly<Record<string, string>>;
  /** The block was just added: its first field takes focus once it is ready (one loaded later, too). */
  autoFocus?: boolean;
}
