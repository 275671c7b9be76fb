import { GUEST_CREDENTIALS } from '@fees/shared-data';
import { Button, Card, TextField } from '@fees/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { GuestNoteModal } from './guest-note-modal';
import { useGuestLogin } from './use-guest-login';
import styles from './login-page.module.css';

/** Beside the login form, so both ways in are in view: the demo's credentials and its button. */
export function GuestPanel() {
  const [noteOpen, setNoteOpen] = useState(false);
  const { agree, busy, error } = useGuestLogin();

  return (
    <Card as="section" aria-labelledby="guest-heading" className={styles.guest}>
      <h2 id="guest-heading" className={styles.guestTitle}>
        Explore the demo
      </h2>
      <p className={styles.lead}>
        See Fees Manager with sample schools, classrooms, students and payments. No account needed.
      </p>
      <div className={styles.fields}>
        {/* Labels that do not contain 'Email' or 'Password', so the login form's fields stay the
            only ones found by those names. */}
        <TextField label="Guest e-mail" type="text" value={GUEST_CREDENTIALS.email} readOnly />
        <TextField
          label="Guest passphrase"
          type="text"
          value={GUEST_CREDENTIALS.password}
          readOnly
        />
      </div>
      <Link to="/reset-password" className={styles.forgot}>
        Forgot password?
      </Link>
      <Button variant="light" width="full" onClick={() => setNoteOpen(true)}>
        Login as guest
      </Button>
      <GuestNoteModal
        open={noteOpen}
        onOpenChange={(open) => {
          if (!busy) setNoteOpen(open);
        }}
        onAgree={() => void agree()}
        busy={busy}
        error={error}
      />
    </Card>
  );
}
