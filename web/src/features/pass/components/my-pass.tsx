import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useRegistration } from '../api/get-registration';
import { PassDetails } from './pass-details';
import { PassNotFound } from './pass-not-found';
import { PassSearchForm } from './pass-search-form';

/** Pass lookup by e-mail: search form, then searching, not found, or the pass. */
export function MyPass() {
  const [input, setInput] = useState('');
  const [searchedEmail, setSearchedEmail] = useState<string | null>(null);
  const pass = useRegistration(searchedEmail);

  const clear = () => {
    setInput('');
    setSearchedEmail(null);
  };

  const outcome =
    searchedEmail === null || pass.isFetching ? '' : pass.isError || !pass.data ? 'Pass Not Found' : 'Pass found';

  return (
    <div className="grid gap-6">
      <p className="sr-only" aria-live="polite">
        {outcome}
      </p>
      <Card className="p-6 sm:p-8">
        <PassSearchForm
          email={input}
          onEmailChange={setInput}
          onSearch={setSearchedEmail}
          searching={pass.isFetching}
        />
      </Card>
      {searchedEmail === null ? null : pass.isFetching ? (
        <Card className="py-14">
          <Spinner label="Searching for your pass..." />
        </Card>
      ) : pass.isError || !pass.data ? (
        <PassNotFound onTryAgain={clear} />
      ) : (
        <PassDetails pass={pass.data} email={searchedEmail} />
      )}
    </div>
  );
}
