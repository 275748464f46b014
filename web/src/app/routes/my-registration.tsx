import { useParams } from 'wouter';
import { MyRegistration } from '@/features/my-registration/components/my-registration';
import { PageHeader } from './page-header';

/** A visitor's own page, from the personal link of their registration's e-mails (issue 30 item 2). */
export default function MyRegistrationRoute() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      <title>My Registration · ID Event</title>
      <PageHeader title="My Registration">Your pass, your details, and your place at the event.</PageHeader>
      <MyRegistration token={token} />
    </div>
  );
}
