/**
 * The demo slot window's script (vanilla JS, inlined with the page's nonce). It trades the
 * URL's ticket for a game session kept in sessionStorage when the frame may use it (a reload resumes it; the ticket is
 * taken out of the address), then spins through POST GamePath.Spin on its own origin. A spin
 * keeps its SpinID until it gets an answer, so "retry" after a network failure can never pay
 * or charge twice. Data comes from `#page-data` (texts, bets, paths, game code).
 */
export const SLOT_SCRIPT = String.raw`(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('page-data').textContent);
  var T = D.texts;
  var $ = function (id) { return document.getElementById(id); };
  var reels = [].slice.call(document.querySelectorAll('.reel'));
  var spinBtn = $('spin'), msg = $('message'), balanceEl = $('balance'), lastWinEl = $('last-win');
  var betOut = $('bet'), down = $('bet-down'), up = $('bet-up'), retryBtn = $('retry');
  var overlay = $('celebrate');
  var key = 'slot-session:' + D.gameCode;
  // A framed window may be refused its storage (third-party storage blocked: Safari, Chrome
  // settings, private windows): then the session lives in memory and a reload needs a new ticket.
  var memory = {};
  var saved = {
    get: function () { try { return sessionStorage.getItem(key); } catch (e) { return memory[key] || null; } },
    set: function (v) { try { sessionStorage.setItem(key, v); } catch (e) { memory[key] = v; } },
    remove: function () { try { sessionStorage.removeItem(key); } catch (e) { delete memory[key]; } }
  };
  var state = { session: null, balance: 0, bets: D.bets, betIndex: 0, busy: false, pending: null, grid: D.grid };
  var fmt = new Intl.NumberFormat(D.numberLocale);
  function fill(t, v) { return t.replace(/\{\{(\w+)\}\}/g, function (m, k) { return k in v ? String(v[k]) : m; }); }
  function say(text, isError) { msg.textContent = text || ''; msg.classList.toggle('error', !!isError); }
  function errorOf(code) { return D.errors[String(code)] || T.networkError; }
  function showBalance() { balanceEl.textContent = fmt.format(state.balance); }
  function showBet() {
    betOut.textContent = fmt.format(state.bets[state.betIndex]);
    down.disabled = state.busy || state.betIndex === 0;
    up.disabled = state.busy || state.betIndex === state.bets.length - 1;
    spinBtn.disabled = state.busy || !state.session;
  }
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
      .then(function (r) { return r.json(); });
  }
  function symbolCell(s) {
    var cell = document.createElement('div');
    cell.className = 'cell';
    var svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('class', 'sym'); svg.setAttribute('viewBox', '0 0 100 100'); svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', T.symbols[s]);
    var use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', '#sym-' + s);
    svg.appendChild(use); cell.appendChild(svg);
    return cell;
  }
  function randomSymbol() { return Math.floor(Math.random() * T.symbols.length); }
  function column(grid, r) { return [grid[0][r], grid[1][r], grid[2][r]]; }
  function clearHits() {
    [].forEach.call(document.querySelectorAll('.cell.hit'), function (c) { c.classList.remove('hit'); });
    [].forEach.call(document.querySelectorAll('.paylines polyline'), function (p) { p.classList.remove('on'); });
  }
  /** Rolls reel r from its shown symbols to 'finalCol' (strip: final, fillers, shown; slides down). */
  function roll(r, finalCol, ms) {
    return new Promise(function (resolve) {
      var reel = reels[r], strip = reel.querySelector('.strip');
      var shown = column(state.grid, r), n = 3 + 12 + r * 4 + 3, symbols = finalCol.slice();
      while (symbols.length < n - 3) symbols.push(randomSymbol());
      symbols = symbols.concat(shown);
      strip.textContent = '';
      symbols.forEach(function (s) { strip.appendChild(symbolCell(s)); });
      strip.style.transition = 'none';
      strip.style.height = (n / 3) * 100 + '%';
      strip.style.transform = 'translateY(' + (-(n - 3) / n) * 100 + '%)';
      reel.classList.remove('waiting');
      void strip.offsetHeight;
      strip.style.transition = 'transform ' + ms + 'ms cubic-bezier(.15,.85,.3,1.04)';
      strip.style.transform = 'translateY(0)';
      setTimeout(function () {
        while (strip.children.length > 3) strip.removeChild(strip.lastChild);
        strip.style.transition = 'none'; strip.style.height = '100%'; strip.style.transform = 'none';
        resolve();
      }, ms + 30);
    });
  }
  function showLines(result) {
    result.Lines.forEach(function (i) {
      var line = D.lines[i];
      var p = document.querySelector('.paylines polyline[data-line="' + i + '"]');
      if (p) p.classList.add('on');
      line.forEach(function (row, r) { var c = reels[r].querySelectorAll('.cell')[row]; if (c) c.classList.add('hit'); });
    });
  }
  function celebrate(result) {
    var title = T['level' + Math.min(result.Level, 3)];
    overlay.querySelector('h2').textContent = title;
    var amount = overlay.querySelector('strong'), started = performance.now(), total = result.Win;
    overlay.hidden = false;
    for (var i = 0; i < 28; i++) {
      var coin = document.createElement('span');
      coin.className = 'coin';
      coin.style.left = Math.random() * 100 + 'vw';
      coin.style.animationDuration = 1.4 + Math.random() * 1.6 + 's';
      coin.style.animationDelay = Math.random() * 0.8 + 's';
      overlay.appendChild(coin);
    }
    (function count(now) {
      var k = Math.min(1, (now - started) / 1600);
      amount.textContent = fmt.format(Math.round(total * (1 - Math.pow(1 - k, 3))));
      if (k < 1 && !overlay.hidden) requestAnimationFrame(count);
    })(started);
  }
  overlay.addEventListener('click', function () {
    overlay.hidden = true;
    [].forEach.call(overlay.querySelectorAll('.coin'), function (c) { c.remove(); });
  });
  function finish(result) {
    state.grid = result.Reels;
    state.balance = result.Balance;
    showBalance();
    lastWinEl.textContent = fmt.format(result.Win);
    showLines(result);
    say(result.Win > 0 ? fill(T.win, { amount: fmt.format(result.Win) }) + ' · ' + fill(T.times, { multiple: result.Multiplier }) : T.noWin);
    if (result.Level >= 1) celebrate(result);
  }
  function spin() {
    if (state.busy || !state.session) return;
    var bet = state.bets[state.betIndex];
    if (!state.pending && bet > state.balance) { say(errorOf(100011), true); return; }
    state.busy = true; showBet(); clearHits(); retryBtn.hidden = true;
    if (!state.pending) state.pending = { id: newSpinId(), bet: bet };
    var pending = state.pending;
    say(T.spinning);
    state.balance = Math.max(0, state.balance - (pending.sent ? 0 : pending.bet));
    pending.sent = true;
    showBalance();
    reels.forEach(function (r) { r.classList.add('waiting'); });
    post(D.paths.spin, { Session: state.session, SpinID: pending.id, Bet: pending.bet })
      .then(function (reply) {
        if (reply.Code !== 0) {
          state.pending = null;
          reels.forEach(function (r) { r.classList.remove('waiting'); });
          if (reply.Code === 200383) { saved.remove(); state.session = null; }
          return resync().then(function () { say(errorOf(reply.Code), true); });
        }
        state.pending = null;
        var res = reply.Result;
        return Promise.all(reels.map(function (_, r) { return roll(r, column(res.Reels, r), 700 + r * 350); })).then(function () { finish(res); });
      })
      .catch(function () {
        reels.forEach(function (r) { r.classList.remove('waiting'); });
        say(T.networkError, true);
        retryBtn.hidden = false;
      })
      .then(function () { state.busy = false; showBet(); });
  }
  function newSpinId() {
    var b = new Uint8Array(12); crypto.getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return ('0' + x.toString(16)).slice(-2); }).join('');
  }
  function adopt(result) {
    state.session = result.Session;
    state.balance = result.Balance;
    state.bets = result.Bets;
    if (state.betIndex >= state.bets.length) state.betIndex = 0;
    saved.set(result.Session);
    showBalance(); showBet(); say('');
  }
  function resync() {
    if (!state.session) { showBet(); return Promise.resolve(); }
    return post(D.paths.session, { Session: state.session }).then(function (r) { if (r.Code === 0) adopt(r.Result); }, function () {});
  }
  function start() {
    var url = new URL(location.href), ticket = url.searchParams.get('ticket'), previous = saved.get();
    if (ticket) { url.searchParams.delete('ticket'); history.replaceState(null, '', url.pathname + url.search); }
    say(T.loading);
    var first = ticket ? post(D.paths.session, { Ticket: ticket }) : Promise.resolve({ Code: 200383 });
    first
      .then(function (r) { return r.Code === 0 || !previous ? r : post(D.paths.session, { Session: previous }); })
      .then(function (r) {
        if (r.Code === 0) return adopt(r.Result);
        saved.remove();
        say(errorOf(r.Code), true); showBet();
      })
      .catch(function () { say(T.networkError, true); });
  }
  down.addEventListener('click', function () { if (state.betIndex > 0) { state.betIndex--; showBet(); } });
  up.addEventListener('click', function () { if (state.betIndex < state.bets.length - 1) { state.betIndex++; showBet(); } });
  spinBtn.addEventListener('click', spin);
  retryBtn.addEventListener('click', spin);
  document.addEventListener('keydown', function (e) { if (e.code === 'Space' && e.target === document.body) { e.preventDefault(); spin(); } });
  showBet();
  start();
})();`;
