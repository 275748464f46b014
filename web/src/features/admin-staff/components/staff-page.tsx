import { MIN_NEW_PASSWORD_LENGTH } from '@common/password-rule';
import { STAFF_ROLES, type StaffRole } from '@common/roles';
import type { StaffAccount } from '@common/schemas';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { type StaffChange, useCreateStaff, useStaff, useUpdateStaff } from '../api/staff';

const ROLE_HINTS: Record<StaffRole, string> = {
  owner: 'Owner: everything, including staff accounts',
  organiser: 'Organiser: events, exhibits, registrations, Sheets, the door',
  door: 'Door: the scan page only',
  viewer: 'Viewer: reads every screen, changes nothing',
};

const selectClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm';

function RoleSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string;
  onChange: (role: StaffRole) => void;
  label?: string;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      className={selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value as StaffRole)}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_HINTS[role]}
        </option>
      ))}
    </select>
  );
}

function AddStaffForm() {
  const [kind, setKind] = useState<'local' | 'provider'>('local');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('door');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateStaff();

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setError(undefined);
    const account = kind === 'local' ? { username: name.trim(), role, password } : { email: name.trim(), role };
    create.mutate(account, {
      onSuccess: (created) => {
        toast({ title: 'Staff account added', description: `${created.username} (${created.role})` });
        setName('');
        setPassword('');
      },
      onError: (failure) => setError(userMessage(failure, 'The account could not be added. Please try again.')),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a staff account</CardTitle>
        <CardDescription>
          A local account signs in with a password; an organisation address signs in through the identity provider.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {/* One above the other on a phone: side by side, "Username and password" is wider than its half. */}
          <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label="Sign-in">
            <Button
              variant={kind === 'local' ? 'default' : 'outline'}
              aria-pressed={kind === 'local'}
              onClick={() => setKind('local')}
            >
              Username and password
            </Button>
            <Button
              variant={kind === 'provider' ? 'default' : 'outline'}
              aria-pressed={kind === 'provider'}
              onClick={() => setKind('provider')}
            >
              Organisation e-mail
            </Button>
          </div>
          <FormField id="staff-name" label={kind === 'local' ? 'Username' : 'E-mail'}>
            <Input
              id="staff-name"
              type={kind === 'local' ? 'text' : 'email'}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          {kind === 'local' ? (
            <FormField
              id="staff-password"
              label="Password"
              hint={`At least ${MIN_NEW_PASSWORD_LENGTH} characters, without the username in it.`}
            >
              <Input
                id="staff-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          ) : null}
          <FormField id="staff-role" label="Role">
            <RoleSelect id="staff-role" value={role} onChange={setRole} />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending || name.trim() === ''}>
            <UserPlus aria-hidden="true" />
            Add account
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function StaffRow({ account }: { account: StaffAccount }) {
  const update = useUpdateStaff();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const change = (next: StaffChange, done: string) => {
    setError(undefined);
    update.mutate(
      { id: account.id, change: next },
      {
        onSuccess: () => {
          toast({ title: done, description: account.username });
          setPassword('');
        },
        onError: (failure) => setError(userMessage(failure, 'The change could not be saved. Please try again.')),
      },
    );
  };

  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-all font-semibold">{account.username}</span>
        <Badge variant="secondary">{account.role}</Badge>
        {account.disabled ? <Badge variant="muted">Disabled</Badge> : null}
        <Badge variant="muted">{account.signIn === 'password' ? 'Password' : 'Identity provider'}</Badge>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <RoleSelect
          id={`role-${account.id}`}
          label={`Role of ${account.username}`}
          value={account.role}
          onChange={(role) => change({ role }, 'Role changed')}
        />
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() =>
            change({ disabled: !account.disabled }, account.disabled ? 'Account enabled' : 'Account disabled')
          }
        >
          {account.disabled ? 'Enable' : 'Disable'}
        </Button>
      </div>
      {account.signIn === 'password' ? (
        <form
          className="grid gap-2 sm:grid-cols-[1fr_auto]"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            change({ password }, 'Password set');
          }}
        >
          <Input
            type="password"
            aria-label={`New password for ${account.username}`}
            placeholder="New password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={update.isPending || password === ''}>
            Set password
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The Staff screen (owners): every account with its role, and a form to add one. */
export function StaffPage() {
  const staff = useStaff();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Staff</h1>
        <p className="mt-1 text-muted-foreground">
          Who may sign in, and what each may do. A changed role or a disabled account signs that person out at once.
        </p>
      </div>
      <AddStaffForm />
      {staff.isPending ? (
        <Spinner />
      ) : staff.isError ? (
        <p role="alert" className="text-destructive">
          {userMessage(staff.error, 'The staff accounts could not be loaded. Please try again.')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Staff accounts">
          {staff.data.map((account) => (
            <StaffRow key={account.id} account={account} />
          ))}
        </ul>
      )}
    </div>
  );
}
