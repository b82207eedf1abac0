import { css } from '@clientline/shared-ui/styled';

/** The look of every panel that floats next to its trigger: popovers, menus, the combobox list. */
export const floatingPanel = css`
  z-index: ${({ theme }) => theme.zIndices.popover};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
