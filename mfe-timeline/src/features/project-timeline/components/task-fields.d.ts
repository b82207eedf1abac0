import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { NewTaskInput } from '@clientline/contracts';
/** A date-only field, sent as the ISO moment the api stores it at (00:00 UTC). */
export declare const toIso: (date: string) => string;
/** What a task says and when it runs: the fields of New Task and Edit Task. */
export declare function TaskFields({ register, errors }: {
    register: UseFormRegister<NewTaskInput>;
    errors: FieldErrors<NewTaskInput>;
}): import("react").JSX.Element;
