/**
 * The simulated checkout: the same surface as Paystack's v2 inline.js
 * (`new PaystackPop().newTransaction({ key, email, amount, currency, reference, metadata,
 * onSuccess, onCancel, onLoad, onError })`), drawn as a plainly labelled dialog. Paying records a
 * simulated charge on this server, which its simulated verify then reports. The server charges
 * the amount the payment was started with, whatever the page shows. No real money moves.
 * All text goes through textContent: nothing from the page is parsed as HTML.
 */
export function simulatedCheckoutScript(fallbackOrigin: string): string {
  return `/* Fees Manager: simulated checkout (development only). No real money. */
(function () {
  'use strict';
  var script = document.currentScript;
  var apiOrigin = ${JSON.stringify(fallbackOrigin)};
  try { if (script && script.src) apiOrigin = new URL(script.src).origin; } catch (e) {}
  var LABEL = 'Simulated checkout \\u2014 no real money';

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function naira(kobo) {
    var value = Number(kobo) / 100;
    return 'NGN ' + value.toLocaleString('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  }
  function call(fn, arg) { if (typeof fn === 'function') { try { fn(arg); } catch (e) { setTimeout(function () { throw e; }); } } }

  function charge(options, outcome) {
    return fetch(apiOrigin + '/api/dev/paystack/charge', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: String(options.reference), outcome: outcome })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error(body && body.message ? body.message : 'Simulated charge failed');
        return body;
      });
    });
  }

  function PaystackPop() { this._overlay = null; }

  PaystackPop.prototype.cancelTransaction = function () {
    if (this._overlay && this._overlay.parentNode) this._overlay.parentNode.removeChild(this._overlay);
    this._overlay = null;
  };

  PaystackPop.prototype.resumeTransaction = function (_accessCode, callbacks) {
    call(callbacks && callbacks.onError, { message: 'resumeTransaction is not simulated; use newTransaction' });
  };

  PaystackPop.prototype.newTransaction = function (options) {
    var self = this;
    options = options || {};
    if (!options.reference || !(Number(options.amount) > 0) || !options.email) {
      call(options.onError, { message: 'Simulated checkout needs reference, email and amount' });
      return;
    }
    self.cancelTransaction();
    var overlay = el('div', 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.55);display:flex;align-items:center;justify-content:center;font:15px/1.4 system-ui,sans-serif');
    overlay.setAttribute('data-testid', 'simulated-checkout');
    var card = el('div', 'background:#fff;color:#0f172a;border-radius:12px;padding:24px;width:min(420px,92vw);box-shadow:0 20px 50px rgba(0,0,0,.3)');
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-modal', 'true');
    card.setAttribute('aria-label', LABEL);
    var banner = el('div', 'background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:8px 12px;font-weight:700;margin-bottom:16px', LABEL);
    var title = el('h2', 'margin:0 0 12px;font-size:20px', 'Pay ' + naira(options.amount));
    var details = el('div', 'margin-bottom:16px;color:#334155');
    details.appendChild(el('div', '', 'Email: ' + options.email));
    details.appendChild(el('div', '', 'Currency: ' + (options.currency || 'NGN')));
    details.appendChild(el('div', 'word-break:break-all', 'Reference: ' + options.reference));
    var status = el('div', 'min-height:22px;margin-bottom:12px;color:#b91c1c');
    status.setAttribute('role', 'status');
    var buttons = el('div', 'display:flex;gap:8px;flex-wrap:wrap');
    var pay = el('button', 'flex:1;padding:10px 14px;border:0;border-radius:8px;background:#16a34a;color:#fff;font-weight:700;cursor:pointer', 'Pay ' + naira(options.amount) + ' (simulated)');
    var decline = el('button', 'padding:10px 14px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;cursor:pointer', 'Decline card (simulated)');
    var cancel = el('button', 'padding:10px 14px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;cursor:pointer', 'Cancel');
    [pay, decline, cancel].forEach(function (b) { b.type = 'button'; buttons.appendChild(b); });
    card.appendChild(banner); card.appendChild(title); card.appendChild(details); card.appendChild(status); card.appendChild(buttons);
    overlay.appendChild(card);
    document.body.appendChild(overlay);
    self._overlay = overlay;

    function busy(on) { pay.disabled = decline.disabled = cancel.disabled = on; }
    pay.onclick = function () {
      busy(true); status.textContent = 'Processing (simulated)\\u2026';
      charge(options, 'success').then(function (t) {
        self.cancelTransaction();
        call(options.onSuccess, { id: t.transactionNo, reference: t.reference, message: t.message, status: t.status, trans: t.transactionNo, transaction: t.transactionNo, trxref: t.reference });
      }, function (error) { busy(false); status.textContent = error.message; });
    };
    decline.onclick = function () {
      busy(true);
      charge(options, 'failed').then(function (t) { busy(false); status.textContent = t.message + ': try again or cancel.'; },
        function (error) { busy(false); status.textContent = error.message; });
    };
    cancel.onclick = function () { self.cancelTransaction(); call(options.onCancel); };
    call(options.onLoad, { id: options.reference, customer: { email: options.email }, accessCode: 'simulated' });
  };

  window.PaystackPop = PaystackPop;
})();
`;
}
