import { useSearchParams } from 'wouter';
import { MyPass } from '@/features/pass/components/my-pass';
import { PageHeader } from './page-header';

export default function MyPassRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>My Pass · ID Event</title>
      <PageHeader title="My Pass">Find your personal QR pass with the email address you registered with.</PageHeader>
      <MyPass
        linkToken={searchParams.get('token')}
        onLeaveLink={() => setSearchParams(new URLSearchParams(), { replace: true })}
      />
    </div>
  );
}
