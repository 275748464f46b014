import { useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { LoginScreen } from '@/features/admin-auth/components/login-screen';

export default function LoginRoute() {
  useEffect(preloadToaster, []);
  return <LoginScreen />;
}
