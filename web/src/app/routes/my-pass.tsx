import { useSearchParams } from 'wouter';
import { MyPass } from '@/features/pass/components/my-pass';
import { useTranslation } from '@/lib/i18n-react';
import { PageHeader } from './page-header';

export default function MyPassRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('public:pass.documentTitle')}</title>
      <PageHeader title={t('common:nav.myPass')}>{t('public:pass.intro')}</PageHeader>
      <MyPass
        linkToken={searchParams.get('token')}
        onLeaveLink={() => setSearchParams(new URLSearchParams(), { replace: true })}
      />
    </div>
  );
}
