import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface PassSearchFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSearch: (email: string) => void;
  searching: boolean;
}

export function PassSearchForm({ email, onEmailChange, onSearch, searching }: PassSearchFormProps) {
  const trimmed = email.trim();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSearch(trimmed);
      }}
    >
      <Label htmlFor="pass-email">Email Address</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="pass-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter the email you registered with"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          required
        />
        <Button type="submit" size="lg" className="sm:w-auto" disabled={!trimmed || searching}>
          <Search aria-hidden="true" />
          Find My Pass
        </Button>
      </div>
    </form>
  );
}
