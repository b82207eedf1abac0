import { useState } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, lazyWithPreload } from '@clientline/shared-ui';
import { LoadBoundary } from '@clientline/shared-ui/widgets';

// The form (react-hook-form, zod) is downloaded when the dialog first opens, as in the header.
const ChangePasswordDialog = lazyWithPreload(() => import('@clientline/shared-ui/change-password-dialog').then((module) => module.ChangePasswordDialog));

/** The password: opens the one Change Password dialog, the same as the header's account menu. */
export function PasswordSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="security-password-title">
      <CardHeader>
        <CardTitle id="security-password-title">Password</CardTitle>
        <CardDescription>Changing your password signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          Change Password
        </Button>
      </CardContent>
      {open && (
        <LoadBoundary onDismiss={() => setOpen(false)}>
          <ChangePasswordDialog open onClose={() => setOpen(false)} />
        </LoadBoundary>
      )}
    </Card>
  );
}
