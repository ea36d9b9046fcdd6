// A searchable list to choose one thing from (react-aria ComboBox): type to filter, arrows to move, Enter to choose.
import type { ReactNode } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';

/** One choice of a picker. */
export interface PickerOption {
  id: string;
  /** What the owner reads and types to find it. */
  label: string;
  /** A second line: an address, a kind. */
  description?: string;
  /** How far in it is drawn (a nested menu link). */
  depth?: number;
}

/** Props of {@link PickerComboBox}. */
export interface PickerComboBoxProps {
  label: string;
  options: readonly PickerOption[];
  /** The chosen option's id, or null for none. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  error?: string;
  /** Help under the field. */
  description?: ReactNode;
  placeholder?: string;
  isDisabled?: boolean;
}

/** A labelled combo box over `options`, with its error and help tied to the input. */
export function PickerComboBox({
  label,
  options,
  selectedId,
  onSelect,
  error,
  description,
  placeholder,
  isDisabled,
}: PickerComboBoxProps) {
  return (
    <ComboBox
      className={`field picker${error ? ' field--invalid' : ''}`}
      defaultItems={options}
      value={selectedId}
      onChange={(key) => (key === null ? undefined : onSelect(String(key)))}
      menuTrigger="focus"
      isInvalid={error !== undefined && error !== ''}
      isDisabled={isDisabled}
    >
      <Label className="field__label">{label}</Label>
      <div className="picker__control">
        <Input className="field__input picker__input" placeholder={placeholder} />
        <Button className="picker__button" aria-label={`Show every choice of ${label}`}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {error ? (
        <Text slot="errorMessage" className="field__error">
          {error}
        </Text>
      ) : null}
      {description !== undefined ? (
        <Text slot="description" className="field__help">
          {description}
        </Text>
      ) : null}
      <Popover className="menu-popover picker__popover">
        <ListBox className="menu" renderEmptyState={() => <p className="picker__empty">Nothing matches.</p>}>
          {(option: PickerOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="menu__item picker__option"
              style={{ paddingInlineStart: `${0.7 + (option.depth ?? 0)}rem` }}
            >
              <span className="picker__label">{option.label}</span>
              {option.description !== undefined ? (
                <span className="picker__description">{option.description}</span>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
