import type { ComponentPropsWithRef } from 'react';
import styled, { css } from '@clientline/shared-ui/styled';
import { useFieldControlProps } from './field-context';

export const controlStyles = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

const StyledInput = styled.input`
  ${controlStyles}
  height: 38px;
  padding: 0 ${({ theme }) => theme.space[3]};
`;

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  resize: vertical;
`;

// React 19 passes `ref` as an ordinary prop, so `{...register('email')}` from react-hook-form reaches the element.
export function Input(props: ComponentPropsWithRef<'input'>) {
  return <StyledInput {...useFieldControlProps(props)} />;
}

export function Textarea(props: ComponentPropsWithRef<'textarea'>) {
  return <StyledTextarea {...useFieldControlProps(props)} />;
}
