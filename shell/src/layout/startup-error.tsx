/** Shown when config.json cannot be read: without it the shell cannot find its sections. */
export function StartupError() {
  return (
    <main role="alert" style={{ maxWidth: '32rem', margin: '4rem auto', fontFamily: 'system-ui' }}>
      <h1>Fees Manager could not start</h1>
      <p>
        The dashboard&apos;s configuration could not be loaded. Check your connection and reload.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
