import { useSessionStore } from '@fees/shared-data';
import { ArrowLeftIcon, ButtonLink, Card, PageHeader, usePageTitle } from '@fees/shared-ui';
import { useLocation, useNavigate } from 'react-router';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  // The first page of the visit has no previous one inside the app: go home instead.
  const firstPage = useLocation().key === 'default';

  return (
    <section aria-labelledby="profile-heading" className={styles.page}>
      <button
        type="button"
        className={styles.back}
        onClick={() => (firstPage ? navigate('/') : navigate(-1))}
      >
        <ArrowLeftIcon />
        Back
      </button>
      <PageHeader
        title={<span id="profile-heading">Profile</span>}
        subtitle="Your account details"
      />
      {user ? (
        <Card>
          <ProfileForm key={user._id} user={user} />
        </Card>
      ) : (
        <Card>
          <p>Please log in to see your profile.</p>
          <ButtonLink to="/login">Login</ButtonLink>
        </Card>
      )}
    </section>
  );
}
