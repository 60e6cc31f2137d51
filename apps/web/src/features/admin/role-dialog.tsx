import { rolesDropped, rolesOf, USER_TYPE_LABELS, type AdminUserDetail } from '@reelhire/shared/admin-users';
import { USER_TYPES, type UserType } from '@reelhire/shared/user-type';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** What a change from the account's role to `to` means, in the words of decision 0064's rule. */
export function roleChangeConsequences(user: AdminUserDetail, to: UserType): string[] {
  const lines: string[] = [];
  for (const role of rolesDropped(user.user_type, to)) {
    lines.push(
      user[role]
        ? `Their ${role} profile is kept but can no longer be used; giving the role back finds it as it was.`
        : `They lose the ${role} role.`,
    );
  }
  for (const role of rolesOf(to)) {
    if (rolesOf(user.user_type).includes(role)) continue;
    lines.push(
      user[role]
        ? `Their earlier ${role} profile is used again.`
        : `They will be asked to set up a ${role} profile and verify it before they can work as one.`,
    );
  }
  if (to === 'admin') lines.push('An admin account can see and act on every account and record.');
  lines.push('They are signed out everywhere and see the new role when they sign in again.');
  return lines;
}

export function RoleDialog({
  user,
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: {
  user: AdminUserDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onConfirm: (userType: UserType) => void;
}) {
  const id = useId();
  const others = USER_TYPES.filter((type) => type !== user.user_type);
  const [choice, setChoice] = useState<UserType>(others[0]!);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogTitle>Change role</DialogTitle>
        <DialogDescription>
          {user.email} is {user.user_type ? USER_TYPE_LABELS[user.user_type].toLowerCase() : 'without a role'}
          .
        </DialogDescription>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(choice);
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-role`}>New role</Label>
            <NativeSelect
              id={`${id}-role`}
              value={choice}
              onChange={(event) => setChoice(event.target.value as UserType)}
              disabled={pending}
            >
              {others.map((type) => (
                <option key={type} value={type}>
                  {USER_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-700" aria-label="What changes">
            {roleChangeConsequences(user, choice).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {error ? (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" className="w-full sm:w-auto" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
              {pending ? 'Changing role…' : `Make ${USER_TYPE_LABELS[choice].toLowerCase()}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
