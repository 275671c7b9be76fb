import { PAGE_NAMES } from '@fees/shared-data';
import { PageCard, usePageTitle } from '@fees/shared-ui';
import { SignupForm } from './signup-form';

export function SignupPage() {
  usePageTitle(PAGE_NAMES['/signup']);
  return (
    <PageCard
      title="Signup"
      width="wide"
      labelled
      lead="Create your account to register your schools, classrooms and students and to collect fees."
    >
      <SignupForm />
    </PageCard>
  );
}
