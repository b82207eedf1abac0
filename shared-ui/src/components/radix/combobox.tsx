import { useState } from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import styled from '@clientline/shared-ui/styled';
import { ComboboxButton, type ComboboxProps } from '../combobox';
import { floatingPanel } from './floating-panel';

const Panel = styled(PopoverPrimitive.Content)`
  ${floatingPanel}
  width: var(--radix-popover-trigger-width);
  min-width: 12rem;
  overflow: hidden;
`;

const SearchInput = styled(Command.Input)`
  width: 100%;
  height: 38px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  outline: none;
`;

const List = styled(Command.List)`
  max-height: min(16rem, calc(var(--radix-popover-content-available-height) - 40px));
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
`;

const Option = styled(Command.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[data-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Empty = styled(Command.Empty)`
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

// Options are matched by their label, in their own order; cmdk's fuzzy default would also match the ids.
function labelContains(_value: string, search: string, keywords: string[] = []): number {
  return keywords.join(' ').toLowerCase().includes(search.trim().toLowerCase()) ? 1 : 0;
}

export default function RadixCombobox({
  options,
  value,
  onValueChange,
  placeholder,
  searchLabel,
  emptyText = 'No results found.',
  ...buttonProps
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);

  function choose(next: string) {
    onValueChange(next);
    setOpen(false);
  }

  // The button is a select-only combobox whose popup is a dialog holding cmdk's searchable listbox.
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <ComboboxButton type="button" role="combobox" data-placeholder={chosen ? undefined : ''} {...buttonProps}>
          {chosen?.label ?? placeholder}
        </ComboboxButton>
      </PopoverPrimitive.Trigger>
      <Panel aria-label={searchLabel} align="start" sideOffset={4} collisionPadding={16}>
        <Command label={searchLabel} filter={labelContains} defaultValue={value ?? undefined}>
          <SearchInput placeholder={`${searchLabel}…`} />
          <List label={searchLabel}>
            <Empty>{emptyText}</Empty>
            {options.map((option) => (
              <Option key={option.value} value={option.value} keywords={[option.label]} onSelect={choose}>
                {option.label}
                {option.value === value && <span aria-hidden>✓</span>}
              </Option>
            ))}
          </List>
        </Command>
      </Panel>
    </PopoverPrimitive.Root>
  );
}
