import { PAGE_NAMES, useSessionStore } from '@fees/shared-data';
import { ArrowLeftIcon, Button, ButtonLink, Card, PageHeader, usePageTitle } from '@fees/shared-ui';
import { useLocation, useNavigate } from 'react-router';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';
import { useLogoutEverywhere } from './use-logout-everywhere';

export function ProfilePage() {
  usePageTitle(PAGE_NAMES['/profile']);
  const user = useSessionStore((state) => state.user);
  const mode = useSessionStore((state) => state.mode);
  const everywhere = useLogoutEverywhere();
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
        <>
          <Card>
            <ProfileForm key={user._id} user={user} />
          </Card>
          {mode === 'account' ? (
            <Card>
              <section aria-labelledby="sessions-heading" className={styles.sessions}>
                <h2 id="sessions-heading">Sessions</h2>
                <p>Lost a device, or signed in on a shared computer? End every session at once.</p>
                <Button
                  variant="light"
                  width="auto"
                  icon={null}
                  busy={everywhere.busy}
                  busyText="Logging out..."
                  onClick={() => void everywhere.run()}
                >
                  Log out everywhere
                </Button>
              </section>
            </Card>
          ) : null}
        </>
      ) : (
        <Card>
          <p>Please log in to see your profile.</p>
          <ButtonLink to="/login">Login</ButtonLink>
        </Card>
      )}
    </section>
  );
}
