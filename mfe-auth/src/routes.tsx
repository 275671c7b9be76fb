import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@fees/shared-ui';
import { AuthLayout } from './auth-layout/auth-layout';
import { InvitePage } from './invite/invite-page';
import { LoginPage } from './login/login-page';
import { ProfilePage } from './profile/profile-page';
import { ResetPasswordPage } from './reset-password/reset-password-page';
import { SignupPage } from './signup/signup-page';
import { VerifyEmailPage } from './verify-email/verify-email-page';

/**
 * Exposed as `./routes`: this remote's whole URL space, matched against the full path. The sign-in
 * screens and an invitation's page bring their own full-page layout; /profile sits inside the
 * shell's dashboard layout.
 */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout tabs />}>
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
      </Route>
      <Route element={<AuthLayout />}>
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="invite/:token" element={<InvitePage />} />
      </Route>
      <Route path="profile" element={<ProfilePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
