import type { TFunction } from '@common/i18n/translator';
import { MIN_NEW_PASSWORD_LENGTH } from '@common/password-rule';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@common/roles';
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
import { useTranslation } from '@/lib/i18n-react';
import { type StaffChange, useCreateStaff, useStaff, useUpdateStaff } from '../api/staff';

/** Each role's shown name (the codes stay) and its option's words: what the role may do. */
const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'staff:role.owner',
  organiser: 'staff:role.organiser',
  door: 'staff:role.door',
  viewer: 'staff:role.viewer',
};
const ROLE_HINTS: Record<StaffRole, string> = {
  owner: 'staff:role.hint.owner',
  organiser: 'staff:role.hint.organiser',
  door: 'staff:role.hint.door',
  viewer: 'staff:role.hint.viewer',
};

/** A role's name as shown; a code this client does not know shows as it is. */
const roleName = (t: TFunction, role: string) => (isStaffRole(role) ? t(ROLE_NAMES[role]) : role);

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
  const { t } = useTranslation('staff');
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
          {t(ROLE_HINTS[role])}
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
  const { t } = useTranslation('staff');

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setError(undefined);
    const account = kind === 'local' ? { username: name.trim(), role, password } : { email: name.trim(), role };
    create.mutate(account, {
      onSuccess: (created) => {
        toast({
          title: t('staff:staff.add.added'),
          description: t('staff:staff.add.addedDescription', {
            username: created.username,
            role: roleName(t, created.role),
          }),
        });
        setName('');
        setPassword('');
      },
      onError: (failure) => setError(userMessage(failure, t('staff:staff.add.failed'))),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('staff:staff.add.title')}</CardTitle>
        <CardDescription>{t('staff:staff.add.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {/* One above the other on a phone: side by side, "Username and password" is wider than its half. */}
          <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label={t('staff:staff.add.kind')}>
            <Button
              variant={kind === 'local' ? 'default' : 'outline'}
              aria-pressed={kind === 'local'}
              onClick={() => setKind('local')}
            >
              {t('staff:staff.add.local')}
            </Button>
            <Button
              variant={kind === 'provider' ? 'default' : 'outline'}
              aria-pressed={kind === 'provider'}
              onClick={() => setKind('provider')}
            >
              {t('staff:staff.add.provider')}
            </Button>
          </div>
          <FormField id="staff-name" label={kind === 'local' ? t('staff:login.username') : t('staff:staff.add.email')}>
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
              label={t('staff:login.password')}
              hint={t('staff:staff.add.passwordHint', { min: String(MIN_NEW_PASSWORD_LENGTH) })}
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
          <FormField id="staff-role" label={t('staff:staff.add.role')}>
            <RoleSelect id="staff-role" value={role} onChange={setRole} />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending || name.trim() === ''}>
            <UserPlus aria-hidden="true" />
            {t('staff:staff.add.submit')}
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
  const { t } = useTranslation('staff');

  const change = (next: StaffChange, done: string) => {
    setError(undefined);
    update.mutate(
      { id: account.id, change: next },
      {
        onSuccess: () => {
          toast({ title: done, description: account.username });
          setPassword('');
        },
        onError: (failure) => setError(userMessage(failure, t('staff:staff.row.failed'))),
      },
    );
  };

  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 break-all font-semibold">{account.username}</span>
        <Badge variant="secondary">{roleName(t, account.role)}</Badge>
        {account.disabled ? <Badge variant="muted">{t('staff:staff.row.disabled')}</Badge> : null}
        <Badge variant="muted">
          {account.signIn === 'password' ? t('staff:staff.row.password') : t('staff:staff.row.provider')}
        </Badge>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <RoleSelect
          id={`role-${account.id}`}
          label={t('staff:staff.row.roleOf', { username: account.username })}
          value={account.role}
          onChange={(role) => change({ role }, t('staff:staff.row.roleChanged'))}
        />
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() =>
            change(
              { disabled: !account.disabled },
              account.disabled ? t('staff:staff.row.enabled') : t('staff:staff.row.disabledDone'),
            )
          }
        >
          {account.disabled ? t('staff:staff.row.enable') : t('staff:staff.row.disable')}
        </Button>
      </div>
      {account.signIn === 'password' ? (
        <form
          className="grid gap-2 sm:grid-cols-[1fr_auto]"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            change({ password }, t('staff:staff.row.passwordSet'));
          }}
        >
          <Input
            type="password"
            aria-label={t('staff:staff.row.passwordFor', { username: account.username })}
            placeholder={t('staff:staff.row.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={update.isPending || password === ''}>
            {t('staff:staff.row.setPassword')}
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
  const { t } = useTranslation('staff');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('staff:staff.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('staff:staff.description')}</p>
      </div>
      <AddStaffForm />
      {staff.isPending ? (
        <Spinner />
      ) : staff.isError ? (
        <p role="alert" className="text-destructive">
          {userMessage(staff.error, t('staff:staff.loadFailed'))}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t('staff:staff.list')}>
          {staff.data.map((account) => (
            <StaffRow key={account.id} account={account} />
          ))}
        </ul>
      )}
    </div>
  );
}
