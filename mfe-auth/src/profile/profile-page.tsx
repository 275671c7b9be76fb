import { usePageTitle } from '@fees/shared-ui';

export function ProfilePage() {
  usePageTitle('Profile');
  return (
    <section aria-labelledby="profile-heading">
      <h1 id="profile-heading">Profile</h1>
    </section>
  );
}
