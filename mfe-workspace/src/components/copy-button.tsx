import { Button, type ButtonProps, useToast } from '@clientline/shared-ui';
import { copyText } from '../lib/clipboard';

interface CopyButtonProps {
  text: string;
  /** The toast title once copied, e.g. 'Password Copied!'. */
  copiedTitle: string;
  /** What the button copies, for screen readers when the visible label is short. */
  'aria-label'?: string;
  children: ButtonProps['children'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** Copies `text` to the clipboard and says so in a toast (or why not). */
export function CopyButton({ text, copiedTitle, children, variant = 'secondary', size = 'sm', ...rest }: CopyButtonProps) {
  const { toast } = useToast();
  const copy = async () => {
    const copied = await copyText(text);
    if (copied) toast({ title: copiedTitle });
    else toast({ title: 'Error', description: 'Your browser did not allow copying. Select the text and copy it instead.' });
  };
  return (
    <Button type="button" variant={variant} size={size} onClick={copy} aria-label={rest['aria-label']}>
      {children}
    </Button>
  );
}
