import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { userMessage } from '@/lib/api-client';
import { answerText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n-react';
import { usePassByLink } from '../api/get-pass-by-link';
import { isPass, useRegistration } from '../api/get-registration';
import { PassDetails } from './pass-details';
import { PassNotFound } from './pass-not-found';
import { PassSearchForm } from './pass-search-form';
import { PassSent } from './pass-sent';

export interface MyPassProps {
  /** The token of a pass e-mail's link (/my-pass?token=…): that pass is shown until a search. */
  linkToken: string | null;
  /** Forget the link (its pass is no longer wanted, or it did not work). */
  onLeaveLink: () => void;
}

/**
 * Pass lookup by e-mail: search form, then searching, not found, the pass, or (PASS_LOOKUP=email)
 * word that the pass went by e-mail. Opened from a pass e-mail's link, the pass of the link.
 */
export function MyPass({ linkToken, onLeaveLink }: MyPassProps) {
  const [input, setInput] = useState('');
  const { t } = useTranslation('public');
  const [searchedEmail, setSearchedEmail] = useState<string | null>(null);
  const lookup = useRegistration(searchedEmail);
  const linked = usePassByLink(searchedEmail === null ? linkToken : null);

  const search = (email: string) => {
    if (linkToken) onLeaveLink();
    setSearchedEmail(email);
  };
  const clear = () => {
    setInput('');
    setSearchedEmail(null);
    if (linkToken) onLeaveLink();
  };

  const shown = searchedEmail !== null ? lookup : linkToken ? linked : null;
  const answer = shown?.data;
  const outcome =
    !shown || shown.isFetching
      ? ''
      : shown.isError || !answer
        ? t('public:pass.notFound.title')
        : isPass(answer)
          ? t('public:pass.found')
          : answerText(t, answer);

  return (
    <div className="grid gap-6">
      <p className="sr-only" aria-live="polite">
        {outcome}
      </p>
      <Card className="p-6 sm:p-8">
        <PassSearchForm email={input} onEmailChange={setInput} onSearch={search} searching={lookup.isFetching} />
      </Card>
      {!shown ? null : shown.isFetching ? (
        <Card className="py-14">
          <Spinner label={t('public:pass.searching')} />
        </Card>
      ) : shown.isError || !answer ? (
        <PassNotFound
          onTryAgain={clear}
          message={shown === linked ? userMessage(shown.error, t('public:pass.linkInvalid')) : undefined}
        />
      ) : isPass(answer) ? (
        <PassDetails pass={answer} email={searchedEmail ?? answer.email} />
      ) : (
        <PassSent message={answerText(t, answer)} />
      )}
    </div>
  );
}
