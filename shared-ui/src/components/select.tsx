import type { ComponentPropsWithRef } from 'react';
import styled from '@clientline/shared-ui/styled';
import { useFieldControlProps } from './field-context';
import { controlStyles } from './input';

/** The down arrow drawn at the end of a select-like control. */
export const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

const StyledSelect = styled.select`
  ${controlStyles}
  height: 38px;
  padding: 0 ${({ theme }) => `${theme.space[8]} 0 ${theme.space[3]}`};
  appearance: none;
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space[3]} center;
  cursor: pointer;
`;

/** A native select: keyboard, screen-reader and mobile behaviour come from the browser. Children are `<option>`s. */
export function Select(props: ComponentPropsWithRef<'select'>) {
  return <StyledSelect {...useFieldControlProps(props)} />;
}
