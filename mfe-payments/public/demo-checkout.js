/*
 * Fees Manager demo checkout, for the guest demo when no payment provider key is configured.
 * It has the surface of Paystack's v2 inline script — `new PaystackPop().newTransaction({ key,
 * email, amount, currency, reference, metadata, onSuccess, onCancel, onError })` — and draws a
 * dialog plainly labelled as a demo. No card is asked for and no money moves. Every text goes in
 * through textContent, so nothing from the page is parsed as HTML.
 */
/* global window, document */
(function () {
  'use strict';

  var LABEL = 'Demo checkout \u2014 no money moves';

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

  var opened = 0;

  function PaystackPop() {
    this.cancelTransaction = cancelTransaction;
    this.newTransaction = newTransaction;
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
    var dialog = el(
      'div',
      'width:min(420px,100%);padding:24px;border-radius:12px;background:#fff;color:#14202b;' +
        'box-shadow:0 8px 24px rgba(20,32,43,.3)',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', headingId);
    var heading = el('h2', 'margin:0 0 12px;font-size:20px', LABEL);
    heading.id = headingId;
    var banner = el(
      'p',
      'margin:0 0 16px;padding:8px 12px;border:1px solid #e3b14f;border-radius:8px;' +
        'background:#fff3d6;color:#6b4000',
      'This is the guest demo: no card is charged. Pay records the payment in this browser only.',
    );
    var facts = el(
      'dl',
      'display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px',
    );
    [
      ['Amount', naira(options.amount)],
      ['Email', String(options.email)],
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
      'Pay ' + naira(options.amount),
    );
    var fail = el(
      'button',
      base + 'border:1px solid #b42318;background:#fff;color:#b42318',
      'Fail',
    );
    var close = el(
      'button',
      base + 'border:1px solid #9aa6b2;background:#fff;color:#14202b',
      'Close',
    );
    [pay, fail, close].forEach(function (button) {
      button.type = 'button';
      buttons.appendChild(button);
    });
    dialog.appendChild(heading);
    dialog.appendChild(banner);
    dialog.appendChild(facts);
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

    pay.addEventListener('click', function () {
      var transaction = 'demo-' + Date.now();
      finish(options.onSuccess, {
        reference: options.reference,
        trxref: options.reference,
        status: 'success',
        message: 'Approved (demo)',
        trans: transaction,
        transaction: transaction,
      });
    });
    fail.addEventListener('click', function () {
      finish(options.onError, { message: 'the demo card was declined' });
    });
    close.addEventListener('click', function () {
      finish(options.onCancel);
    });

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.body.appendChild(overlay);
    pay.focus();
    call(options.onLoad, { id: options.reference, customer: { email: options.email } });
  }

  window.PaystackPop = PaystackPop;
})();
