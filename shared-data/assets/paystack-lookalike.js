/*
 * Fees Manager's stand-in for Paystack's v2 inline script — `new PaystackPop().newTransaction({
 * key, email, amount, currency, reference, metadata, onSuccess, onCancel, onError })`, and
 * `resumeTransaction(accessCode, { onSuccess, onCancel, onError })` of a checkout the API started
 * (the simulation only) — drawn as a
 * dialog plainly labelled as no real payment. No card is asked for and no money moves. It runs in
 * two places (docs/payments.md):
 * - the guest demo, when no provider key is configured: the payments remote ships it as
 *   demo-checkout.js, and Pay succeeds in the browser alone;
 * - an account in development, when the API simulates the provider: the API serves it at
 *   SIMULATED_PATH, and Pay or Decline records a simulated charge there, which the API's verify
 *   then reports. The server charges the amount the payment was started with.
 * Every text goes in through textContent, so nothing from the page is parsed as HTML.
 */
/* global window, document */
(function () {
  'use strict';

  var SIMULATED_PATH = '/api/dev/paystack/inline.js';
  var script = document.currentScript;
  var source = script && script.src ? new URL(script.src) : null;
  // Loaded from the API's simulation: its charges go there. Anywhere else: the guest demo's.
  var apiOrigin = source && source.pathname === SIMULATED_PATH ? source.origin : null;
  var WORDS = apiOrigin
    ? {
        label: 'Simulated checkout \u2014 no real money',
        note: 'Development only: no card is charged. Pay or Decline records a simulated charge that the server then verifies.',
        pay: ' (simulated)',
        fail: 'Decline card (simulated)',
        close: 'Cancel',
      }
    : {
        label: 'Demo checkout \u2014 no money moves',
        note: 'This is the guest demo: no card is charged. Pay records the payment in this browser only.',
        pay: '',
        fail: 'Fail',
        close: 'Close',
      };

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function naira(kobo) {
    var whole = Math.floor(Number(kobo) / 100);
    var rest = Math.round(Number(kobo) % 100);
    var text = 'NGN ' + String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return rest ? text + '.' + String(rest).padStart(2, '0') : text;
  }

  function call(callback, argument) {
    if (typeof callback !== 'function') return;
    try {
      callback(argument);
    } catch (error) {
      setTimeout(function () {
        throw error;
      });
    }
  }

  /** The API's simulated charge of the reference: resolves with its transaction. */
  function charge(reference, outcome) {
    return fetch(apiOrigin + '/api/dev/paystack/charge', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: String(reference), outcome: outcome }),
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) {
          throw new Error(body && body.message ? body.message : 'Simulated charge failed');
        }
        return body;
      });
    });
  }

  var opened = 0;

  function PaystackPop() {
    this.cancelTransaction = cancelTransaction;
    this.newTransaction = newTransaction;
    this.resumeTransaction = resumeTransaction;
  }

  // A checkout the API started with its simulated provider: the same dialog, for what the server
  // started, so the page states no amount (docs/payments.md#settlement).
  function resumeTransaction(accessCode, callbacks) {
    callbacks = callbacks || {};
    if (!apiOrigin) {
      call(callbacks.onError, { message: 'The demo checkout has no server to resume from' });
      return;
    }
    fetch(apiOrigin + '/api/dev/paystack/checkout/' + encodeURIComponent(String(accessCode)), {
      credentials: 'include',
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body && body.message ? body.message : 'Not found');
          return body;
        });
      })
      .then(
        function (checkout) {
          newTransaction({
            email: checkout.email,
            amount: checkout.amount,
            currency: checkout.currency,
            reference: checkout.reference,
            onSuccess: callbacks.onSuccess,
            onCancel: callbacks.onCancel,
            onError: callbacks.onError,
            onLoad: callbacks.onLoad,
          });
        },
        function (error) {
          call(callbacks.onError, { message: error.message });
        },
      );
  }

  // One demo dialog at a time, as the provider shows one checkout at a time.
  var closeOpen = null;

  function cancelTransaction() {
    if (closeOpen) closeOpen();
  }

  function newTransaction(options) {
    options = options || {};
    if (!options.reference || !(Number(options.amount) > 0) || !options.email) {
      call(options.onError, { message: 'The demo checkout needs a reference, e-mail and amount' });
      return;
    }
    cancelTransaction();
    opened += 1;
    var headingId = 'demo-checkout-title-' + opened;
    var returnFocus = document.activeElement;

    var overlay = el(
      'div',
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
        'justify-content:center;padding:16px;background:rgba(20,32,43,.6);' +
        'font:16px/1.5 system-ui,sans-serif',
    );
    overlay.setAttribute('data-demo-checkout', '');
    if (apiOrigin) overlay.setAttribute('data-testid', 'simulated-checkout');
    var dialog = el(
      'div',
      'width:min(420px,100%);padding:24px;border-radius:12px;background:#fff;color:#14202b;' +
        'box-shadow:0 8px 24px rgba(20,32,43,.3)',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', headingId);
    var heading = el('h2', 'margin:0 0 12px;font-size:20px', WORDS.label);
    heading.id = headingId;
    var banner = el(
      'p',
      'margin:0 0 16px;padding:8px 12px;border:1px solid #e3b14f;border-radius:8px;' +
        'background:#fff3d6;color:#6b4000',
      WORDS.note,
    );
    var facts = el(
      'dl',
      'display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px',
    );
    [
      ['Amount', naira(options.amount)],
      ['Email', String(options.email)],
      ['Currency', String(options.currency || 'NGN')],
      ['Reference', String(options.reference)],
    ].forEach(function (pair) {
      facts.appendChild(el('dt', 'font-weight:600', pair[0]));
      facts.appendChild(el('dd', 'margin:0;word-break:break-all', pair[1]));
    });
    var buttons = el('div', 'display:flex;flex-wrap:wrap;gap:8px');
    var base = 'min-height:44px;padding:8px 16px;border-radius:8px;font:inherit;cursor:pointer;';
    var pay = el(
      'button',
      base + 'flex:1;border:0;background:#0b5d3b;color:#fff;font-weight:600',
      'Pay ' + naira(options.amount) + WORDS.pay,
    );
    var fail = el(
      'button',
      base + 'border:1px solid #b42318;background:#fff;color:#b42318',
      WORDS.fail,
    );
    var close = el(
      'button',
      base + 'border:1px solid #9aa6b2;background:#fff;color:#14202b',
      WORDS.close,
    );
    [pay, fail, close].forEach(function (button) {
      button.type = 'button';
      buttons.appendChild(button);
    });
    dialog.appendChild(heading);
    dialog.appendChild(banner);
    dialog.appendChild(facts);
    // Only a simulated charge has news to report (processing, declined, refused).
    var status = el('p', 'min-height:24px;margin:0 0 12px;color:#b42318');
    status.setAttribute('role', 'status');
    if (apiOrigin) dialog.appendChild(status);
    dialog.appendChild(buttons);
    overlay.appendChild(dialog);

    var focusable = [pay, fail, close];
    // A modal dialog: Tab cycles inside it, Escape closes it, and focus that wanders out is
    // brought back (the page behind may still be restoring focus as the checkout opens).
    function onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish(options.onCancel);
      } else if (event.key === 'Tab') {
        var index = focusable.indexOf(document.activeElement);
        var next = event.shiftKey ? index - 1 : index + 1;
        event.preventDefault();
        focusable[(next + focusable.length) % focusable.length].focus();
      }
    }
    function onFocusIn(event) {
      if (!dialog.contains(event.target)) pay.focus();
    }
    function finish(callback, argument) {
      if (closeOpen !== closeThis) return;
      closeThis();
      call(callback, argument);
    }
    function closeThis() {
      closeOpen = null;
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
      overlay.remove();
      if (returnFocus && returnFocus.isConnected && typeof returnFocus.focus === 'function') {
        returnFocus.focus();
      }
    }
    closeOpen = closeThis;

    function busy(on) {
      pay.disabled = fail.disabled = close.disabled = on;
    }
    // A simulated charge keeps the dialog open until the API answers, and says why it failed.
    function simulate(outcome, done) {
      busy(true);
      status.textContent = outcome === 'success' ? 'Processing (simulated)\u2026' : '';
      charge(options.reference, outcome).then(
        function (transaction) {
          busy(false);
          done(transaction);
        },
        function (error) {
          busy(false);
          status.textContent = error.message;
        },
      );
    }
    function succeed(transaction) {
      finish(options.onSuccess, {
        id: transaction.transactionNo,
        reference: options.reference,
        trxref: options.reference,
        status: 'success',
        message: transaction.message,
        trans: transaction.transactionNo,
        transaction: transaction.transactionNo,
      });
    }

    pay.addEventListener('click', function () {
      if (apiOrigin) return simulate('success', succeed);
      succeed({ transactionNo: 'demo-' + Date.now(), message: 'Approved (demo)' });
    });
    fail.addEventListener('click', function () {
      if (!apiOrigin) return finish(options.onError, { message: 'the demo card was declined' });
      simulate('failed', function (transaction) {
        status.textContent = transaction.message + ': try again or cancel.';
      });
    });
    close.addEventListener('click', function () {
      finish(options.onCancel);
    });

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.body.appendChild(overlay);
    pay.focus();
    call(options.onLoad, {
      id: options.reference,
      customer: { email: options.email },
      accessCode: apiOrigin ? 'simulated' : undefined,
    });
  }

  window.PaystackPop = PaystackPop;
})();
