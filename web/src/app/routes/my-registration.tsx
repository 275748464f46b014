import { useParams } from 'wouter';
import { MyRegistration } from '@/features/my-registration/components/my-registration';
import { useTranslation } from '@/lib/i18n-react';
import { PageHeader } from './page-header';

/** A visitor's own page, from the personal link of their registration's e-mails (issue 30 item 2). */
export default function MyRegistrationRoute() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      <title>{t('public:mine.documentTitle')}</title>
      <PageHeader title={t('public:mine.title')}>{t('public:mine.intro')}</PageHeader>
      <MyRegistration token={token} />
    </div>
  );
}
