// Live play across the internet: what a live game contacts, and two
// devices behind two NATs.
//
// The first test records the ICE servers each RTCPeerConnection is asked to
// use (and lets it contact none): the public STUN servers where the site
// names none of its own (ice-servers.json answers 404), the site's own
// where it names them, with their credential, and nothing at all, not even
// ice-servers.json, once "Same network only" is ticked in the live dialog
// or in a live invitation's question; that choice is kept in Settings, and
// two devices so set still connect on one network.
//
// The second, where the machine can create network namespaces with
// nftables in them (root, `ip netns`, Debian's nftables, which make e2e
// installs; it says why it skips elsewhere), builds a small internet:
//
//	lanA 10.1.0.2 ─ natA ─ 198.51.100.2 ┐
//	                                    pub 198.51.100.1 / 203.0.113.1: cmd/server -turn
//	lanB 10.2.0.2 ─ natB ─ 203.0.113.2 ┘
//
// natA and natB masquerade with nftables, natB either plainly (its mapping
// keeps the port, as a home router's) or fully at random (a symmetric NAT,
// as many mobile carriers'); one headless Chromium runs in each LAN, and
// both load the site from pub, whose cmd/server answers its
// ice-servers.json with its own STUN and TURN. With "same network only"
// Ann's device sends nothing out of her LAN but the page's own requests to
// the site (an nftables counter on natA) while making an invitation. Then
// three live games, each connected through an invitation and a reply with
// a turn played and seen arriving: both NATs plain, where the devices
// connect directly by the public addresses STUN found (no relay on either
// side); natB symmetric, where Bea's device connects by pub's relay and
// Ann's by her public address through the plain NAT; and, with both devices
// set to a STUN server of their own (no relay), the connection that fails
// says a relay is needed.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { closeAll, friendsOn, playTurn, state } from './friends.mjs';
import { headlessShellPath, launch, lcg, open, patience, setPace, slack, useSite } from './harness.mjs';
import { arrives, connect, invite, join, watchArrivals } from './live.mjs';
import { moves } from './table.mjs';

const site = useSite({ motion: false });

// recordICE makes the context's pages note the ICE servers each
// RTCPeerConnection is asked to use (window.tabulaICE), and contact none.
function recordICE(context) {
  return context.addInitScript(() => {
    const Real = window.RTCPeerConnection;
    window.tabulaICE = [];
    window.RTCPeerConnection = function (config = {}) {
      window.tabulaICE.push(JSON.parse(JSON.stringify(config.iceServers || [])));
      return new Real({ ...config, iceServers: [] });
    };
    window.RTCPeerConnection.prototype = Real.prototype;
  });
}

// lastICE is the servers the page's last RTCPeerConnection was asked to use.
const lastICE = (page) => page.evaluate(() => window.tabulaICE.at(-1));

// openLive opens the table's live dialog from its menu.
async function openLive(page) {
  await page.evaluate(() => { document.querySelector('details.table-menu').open = true; });
  await page.click('.table-menu .live-open');
  await page.waitForSelector('.overlay.live');
}

// says waits until the sentence of what live play contacts (in the live
// dialog, a live invitation's question or Settings) matches pattern, and
// returns it.
async function says(page, pattern) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector('.live-route-says')?.textContent || ''), pattern.source);
  return page.locator('.live-route-says').innerText();
}

// served is an ice-servers.json as cmd/server -turn answers it.
const served = {
  iceServers: [
    { urls: ['stun:turn.example.org:3478'] },
    { urls: ['turn:turn.example.org:3478?transport=udp'], username: '1800000600:turn.example.org', credential: 'fj5gyPujn1LS/3NEiWVPYuA7ZJE=' },
  ],
};

test('what a live game contacts: the public STUN servers, the site\'s own, nothing with same network only', patience(300000), async () => {
  const { device, setUp } = friendsOn(site);
  const [ann, bea] = [await device('Ann'), await device('Bea')];
  try {
    const asked = { Ann: 0, Bea: 0 }; // requests for ice-servers.json
    let file = null; // what the site answers it with; null: 404
    for (const d of [ann, bea]) {
      await recordICE(d.context);
      d.page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith('/ice-servers.json')) asked[d.name]++; });
      await d.context.route('**/ice-servers.json', (route) => (file === null
        ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found\n' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(file) })));
    }
    await setUp(ann, 'battlemerchants', 2);

    // A site that names no servers of its own: the public STUN servers.
    await openLive(ann.page);
    assert.match(await says(ann.page, /public STUN/), /^To connect across the internet, each device asks the public STUN servers \(stun\.cloudflare\.com and stun\.l\.google\.com\) for its public address: they see the two devices' public addresses, never the game\.$/);
    await invite(ann);
    assert.deepEqual(await lastICE(ann.page), [{ urls: ['stun:stun.cloudflare.com:3478'] }, { urls: ['stun:stun.l.google.com:19302'] }]);

    // A site that names its own (cmd/server -turn): those, with the
    // relay's credential, asked afresh for the invitation.
    file = served;
    await ann.page.reload();
    await ann.page.waitForSelector('.table .prompt');
    await openLive(ann.page);
    assert.match(await says(ann.page, /this site's/), /each device asks this site's servers \(turn\.example\.org\) for its public address: .* pass through the site's relay, encrypted\.$/);
    const before = asked.Ann;
    await invite(ann);
    assert.equal(asked.Ann, before + 1, 'the invitation did not ask the site afresh');
    assert.deepEqual(await lastICE(ann.page), served.iceServers);

    // Same network only, in one tap in the live dialog: kept in Settings,
    // and the invitation asks no server, nor the site for any.
    await ann.page.reload();
    await ann.page.waitForSelector('.table .prompt');
    await openLive(ann.page);
    await says(ann.page, /this site's/);
    await ann.page.click('label[for=live-same-network]');
    assert.match(await says(ann.page, /^Same network/), /^Same network only: live play contacts no server, so two devices connect only when they are on the same network\.$/);
    assert.equal(await ann.page.evaluate(() => JSON.parse(localStorage.getItem('tabula.settings')).sameNetwork), true);
    const annAsked = asked.Ann;
    const link = await invite(ann);
    assert.deepEqual(await lastICE(ann.page), []);

    // Bea's live invitation says what answering contacts; one tap there
    // too, and her answer asks nothing either.
    await bea.page.goto(link);
    await bea.page.waitForSelector('.join .join-game');
    assert.match(await says(bea.page, /this site's/), /this site's servers \(turn\.example\.org\)/);
    await bea.page.click('label[for=join-same-network]');
    await says(bea.page, /^Same network/);
    const beaAsked = asked.Bea;
    await bea.page.click('.join-game');
    const reply = bea.page.locator('.overlay.live .live-reply-url');
    await reply.waitFor();
    assert.deepEqual(await lastICE(bea.page), []);
    assert.deepEqual([asked.Ann, asked.Bea], [annAsked, beaAsked], 'same network only asked the site for its servers');
    // On one network (this machine) the two devices connect all the same.
    await connect(ann, bea, await reply.inputValue());
    assert.deepEqual([asked.Ann, asked.Bea], [annAsked, beaAsked], 'same network only asked the site for its servers');

    // Settings shows the choice, and undoing it there asks the site again.
    await open(bea.page, site.root.url('/settings'));
    assert.equal(await bea.page.isChecked('#same-network'), true);
    await says(bea.page, /^Same network/);
    await bea.page.click('label[for=same-network]');
    assert.match(await says(bea.page, /this site's/), /turn\.example\.org/);
    assert.equal(await bea.page.evaluate(() => JSON.parse(localStorage.getItem('tabula.settings')).sameNetwork), false);
  } finally {
    await closeAll([ann, bea]);
  }
});

// The small internet of the second test.
const pid = process.pid % 100000;
const ns = { pub: `tb${pid}pub`, natA: `tb${pid}natA`, natB: `tb${pid}natB`, lanA: `tb${pid}lanA`, lanB: `tb${pid}lanB` };
const pubA = '198.51.100.1'; // pub, on natA's side: the site, its STUN and its relay
const wanA = '198.51.100.2'; // natA's public address
const wanB = '203.0.113.2'; // natB's
const base = `http://${pubA}:8080/`;

const sh = (...args) => execFileSync(args[0], args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

// netnsProblem says why this machine cannot build it, or ''.
function netnsProblem() {
  try {
    sh('nft', '--version');
  } catch {
    return 'nft is missing (Debian\'s nftables; make e2e installs it as root)';
  }
  const probe = `tb${pid}probe`;
  try {
    sh('ip', 'netns', 'add', probe);
  } catch (err) {
    return `ip netns add failed: ${String(err.stderr || err.message).trim().split('\n')[0]}`;
  }
  try {
    sh('ip', 'netns', 'exec', probe, 'nft', 'add', 'table', 'ip', 'probe');
  } catch (err) {
    return `nftables failed in a namespace: ${String(err.stderr || err.message).trim().split('\n')[0]}`;
  } finally {
    sh('ip', 'netns', 'del', probe);
  }
  return '';
}

// masquerade is natB's NAT: plain (endpoint-independent mapping) or
// symmetric (a random port for every destination).
function masquerade(nat, symmetric) {
  sh('ip', 'netns', 'exec', nat, 'nft', 'flush', 'chain', 'ip', 'tabula', 'post');
  sh('ip', 'netns', 'exec', nat, 'nft', 'add', 'rule', 'ip', 'tabula', 'post', 'oifname', 'wan', 'masquerade', ...(symmetric ? ['fully-random'] : []));
}

// buildInternet creates the namespaces, their links, routes and NATs.
function buildInternet() {
  for (const n of Object.values(ns)) sh('ip', 'netns', 'add', n);
  const link = (a, an, b, bn) => sh('ip', 'link', 'add', an, 'netns', a, 'type', 'veth', 'peer', 'name', bn, 'netns', b);
  link(ns.natA, 'wan', ns.pub, 'toA');
  link(ns.natB, 'wan', ns.pub, 'toB');
  link(ns.natA, 'lan', ns.lanA, 'eth0');
  link(ns.natB, 'lan', ns.lanB, 'eth0');
  const addr = (n, dev, a) => sh('ip', '-n', n, 'addr', 'add', a, 'dev', dev);
  addr(ns.pub, 'toA', `${pubA}/24`);
  addr(ns.pub, 'toB', '203.0.113.1/24');
  addr(ns.natA, 'wan', `${wanA}/24`);
  addr(ns.natA, 'lan', '10.1.0.1/24');
  addr(ns.natB, 'wan', `${wanB}/24`);
  addr(ns.natB, 'lan', '10.2.0.1/24');
  addr(ns.lanA, 'eth0', '10.1.0.2/24');
  addr(ns.lanB, 'eth0', '10.2.0.2/24');
  for (const n of Object.values(ns)) {
    sh('ip', '-n', n, 'link', 'set', 'lo', 'up');
    for (const dev of sh('ip', '-n', n, '-o', 'link', 'show').split('\n').map((l) => /^\d+: ([^:@]+)/.exec(l)?.[1]).filter((d) => d && d !== 'lo')) {
      sh('ip', '-n', n, 'link', 'set', 'dev', dev, 'up');
    }
  }
  sh('ip', '-n', ns.natA, 'route', 'add', 'default', 'via', pubA);
  sh('ip', '-n', ns.natB, 'route', 'add', 'default', 'via', '203.0.113.1');
  sh('ip', '-n', ns.lanA, 'route', 'add', 'default', 'via', '10.1.0.1');
  sh('ip', '-n', ns.lanB, 'route', 'add', 'default', 'via', '10.2.0.1');
  for (const n of [ns.pub, ns.natA, ns.natB]) sh('ip', 'netns', 'exec', n, 'sh', '-c', 'echo 1 > /proc/sys/net/ipv4/ip_forward');
  // Each NAT drops what comes unasked to its public address, as a home
  // router does (left to reach the router, such a packet would leave a
  // conntrack entry that makes the router map the device's answer to it to
  // another port), and counts what its LAN sends out besides the page's
  // requests to the site (others).
  for (const n of [ns.natA, ns.natB]) {
    const rules = `table ip tabula {
  counter others {}
  chain post { type nat hook postrouting priority srcnat; }
  chain unasked { type filter hook input priority filter; iifname "wan" drop; }
  chain leaving { type filter hook forward priority filter; iifname "lan" ip daddr ${pubA} tcp dport 8080 accept; iifname "lan" counter name others; }
}
`;
    execFileSync('ip', ['netns', 'exec', n, 'nft', '-f', '-'], { input: rules });
    masquerade(n, false);
  }
}

// others is how many packets natA's LAN sent out besides the page's
// requests to the site.
function others(nat) {
  const out = sh('ip', 'netns', 'exec', nat, 'nft', 'list', 'counter', 'ip', 'tabula', 'others');
  return Number(/packets (\d+)/.exec(out)[1]);
}

function tearDownInternet() {
  for (const n of Object.values(ns)) {
    try { sh('ip', 'netns', 'del', n); } catch { /* not made */ }
  }
}

// serve starts cmd/server in pub with -turn and resolves once it serves.
function serve() {
  const proc = spawn('ip', ['netns', 'exec', ns.pub, path.join(site.dir, 'server'), '-addr', `${pubA}:8080`, '-dir', path.join(site.dir, 'root'), '-turn', pubA],
    { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let said = '';
    const t = setTimeout(() => reject(new Error(`cmd/server did not start: ${said}`)), slack(20000));
    proc.stderr.on('data', (b) => {
      said += b;
      if (/serving .* on http:/.test(said)) {
        clearTimeout(t);
        resolve(proc);
      }
    });
    proc.on('exit', (code) => reject(new Error(`cmd/server exited (${code}): ${said}`)));
  });
}

// browserIn launches the tests' headless Chromium inside namespace n
// (through a script that runs it there), treating the site as secure as a
// real one on HTTPS is.
function browserIn(n, dir) {
  const script = path.join(dir, `chromium-${n}`);
  fs.writeFileSync(script, `#!/bin/sh\nexec ip netns exec ${n} ${headlessShellPath} "$@"\n`, { mode: 0o755 });
  return launch({ executablePath: script, liftoffOnly: true, args: [`--unsafely-treat-insecure-origin-as-secure=${base.slice(0, -1)}`] });
}

// recordPCs makes the context's pages keep their RTCPeerConnections
// (window.tabulaPCs), whose statistics say how they connected.
function recordPCs(context) {
  return context.addInitScript(() => {
    const Real = window.RTCPeerConnection;
    window.tabulaPCs = [];
    window.RTCPeerConnection = function (config) {
      const pc = new Real(config);
      window.tabulaPCs.push(pc);
      return pc;
    };
    window.RTCPeerConnection.prototype = Real.prototype;
  });
}

// route is how the page's newest open connection goes: the types and
// addresses of the candidates of its selected pair.
function route(page) {
  return page.evaluate(async () => {
    for (const pc of [...window.tabulaPCs].reverse()) {
      if (pc.connectionState !== 'connected') continue;
      const stats = await pc.getStats();
      let pair;
      stats.forEach((s) => { if (s.type === 'transport' && s.selectedCandidatePairId) pair = stats.get(s.selectedCandidatePairId); });
      if (!pair) continue;
      const [l, r] = [stats.get(pair.localCandidateId), stats.get(pair.remoteCandidateId)];
      // Every pair that worked, selected or not: a busy browser may keep
      // the first that worked (often the relay's) rather than the best.
      const worked = [];
      stats.forEach((s) => {
        if (s.type !== 'candidate-pair' || s.state !== 'succeeded') return;
        const [wl, wr] = [stats.get(s.localCandidateId), stats.get(s.remoteCandidateId)];
        if (wl && wr) worked.push({ local: wl.candidateType, localAddress: wl.address, remote: wr.candidateType, remoteAddress: wr.address });
      });
      return { local: l.candidateType, localAddress: l.address, remote: r.candidateType, remoteAddress: r.address, worked };
    }
    return null;
  });
}

// pairOf is the route r's selected pair when it is as ok says, else a
// pair that worked beside it that is: a busy browser may keep the first
// pair that worked (often the relay's) rather than switch to the best.
function pairOf(r, ok) {
  return r && (ok(r) ? r : r.worked.find(ok));
}

// liveGame sets up a 2-player game on Ann's device, connects Bea's live
// through an invitation and a reply, plays a turn and checks that it
// arrived on the other table; it returns both devices' routes once they
// are as settled says, or as they are when they have not come to that
// within a wait scaled to the machine's load (the browser first takes the
// route that works first, then the best that works).
async function liveGame(setUp, ann, bea, pick, settled) {
  await setUp(ann, 'coincrown', 2);
  await connect(ann, bea, await join(bea, await invite(ann)));
  for (const d of [ann, bea]) await watchArrivals(d.page);
  const [from, to] = (await state(ann.page)) === 'move' ? [ann, bea] : [bea, ann];
  assert.equal((await playTurn(from.page, pick)).s, 'away');
  await arrives(from.page, to.page, await moves(from.page));
  const deadline = Date.now() + slack(20000);
  for (;;) {
    const routes = { ann: await route(ann.page), bea: await route(bea.page) };
    if (settled(routes) || Date.now() > deadline) return routes;
    await ann.page.waitForTimeout(200);
  }
}

const problem = os.platform() === 'linux' ? netnsProblem() : 'not Linux';

test('two devices behind two NATs, one symmetric: live by STUN, by the site\'s relay, and what a failure says', { ...patience(600000), skip: problem ? `cannot build NATs in network namespaces here (${problem})` : false }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-nat-'));
  let server;
  const browsers = [];
  const devs = [];
  try {
    buildInternet();
    server = await serve();
    for (const n of [ns.lanA, ns.lanB]) browsers.push(await browserIn(n, dir));
    const at = (browser) => friendsOn({ browser, root: { url: (p = '/') => base.slice(0, -1) + p } });
    const A = at(browsers[0]);
    const B = at(browsers[1]);
    const [ann, bea] = [await A.device('Ann'), await B.device('Bea')];
    devs.push(ann, bea);
    for (const d of devs) {
      await recordPCs(d.context);
      await setPace(d.page, base, 'instant');
    }
    const pick = lcg(21);

    // Same network only: making an invitation sends nothing out of Ann's
    // LAN but the page's requests to the site.
    await open(ann.page, base + 'settings');
    await ann.page.click('label[for=same-network]');
    await says(ann.page, /^Same network/);
    await A.setUp(ann, 'coincrown', 2);
    const sent = others(ns.natA);
    await invite(ann);
    await ann.page.waitForTimeout(slack(1000)); // anything the invitation set off
    assert.equal(others(ns.natA) - sent, 0, 'with same network only, Ann\'s device contacted something');
    await open(ann.page, base + 'settings');
    await ann.page.click('label[for=same-network]');
    await says(ann.page, /this site's servers/);
    assert.ok(others(ns.natA) === sent, 'Settings contacted something but the site');

    // Both NATs plain: the devices connect directly, each by the public
    // address STUN found for the other.
    const direct = (r) => r.ann?.local !== 'relay' && r.bea?.local !== 'relay';
    const routes = await liveGame(A.setUp, ann, bea, pick, direct);
    console.log(`both NATs plain: Ann ${JSON.stringify(routes.ann)}, Bea ${JSON.stringify(routes.bea)}`);
    const unrelayed = (p) => p.local !== 'relay' && p.remote !== 'relay';
    const plain = { ann: pairOf(routes.ann, unrelayed), bea: pairOf(routes.bea, unrelayed) };
    assert.ok(plain.ann && plain.bea, 'no pair without the relay worked');
    assert.notEqual(plain.ann.local, 'relay');
    assert.notEqual(plain.bea.local, 'relay');
    assert.deepEqual([plain.ann.remoteAddress, plain.bea.remoteAddress], [wanB, wanA], 'the devices did not connect by their public addresses');
    assert.ok(others(ns.natA) > sent, 'Ann\'s device asked the site\'s STUN server nothing');

    // natB symmetric: Bea's device is reached only through the site's
    // relay, Ann's by her public address through her plain NAT.
    masquerade(ns.natB, true);
    const sym = await liveGame(A.setUp, ann, bea, pick, (r) => r.bea?.local === 'relay' && r.ann?.local !== 'relay');
    console.log(`natB symmetric: Ann ${JSON.stringify(sym.ann)}, Bea ${JSON.stringify(sym.bea)}`);
    assert.ok(pairOf(sym.bea, (p) => p.local === 'relay' && p.remoteAddress === wanA), 'Bea\'s device did not reach Ann\'s public address through the relay');
    assert.ok(pairOf(sym.ann, (p) => p.local !== 'relay' && p.remote === 'relay' && p.remoteAddress === pubA), 'Ann\'s device, behind a plain NAT, was not reached by her public address from the relay');

    // With a STUN server of their own and no relay, a connection through
    // the symmetric NAT fails, and the table says a relay is needed.
    for (const d of devs) {
      await open(d.page, base + 'settings');
      await d.page.fill('#stun', `stun:${pubA}:3478`);
      await d.page.locator('#stun').blur();
      await says(d.page, /STUN servers of your settings/);
    }
    await A.setUp(ann, 'coincrown', 2);
    const link = await invite(ann);
    const reply = await join(bea, link);
    await ann.page.evaluate((ms) => { window.tabulaLive.openMs = ms; }, slack(8000));
    await ann.page.fill('.live-seat[data-seat="1"] .live-reply-in', reply);
    await ann.page.click('.live-seat[data-seat="1"] .live-connect');
    await ann.page.waitForFunction(() => /Could not connect/.test(document.querySelector('.live-status')?.textContent || ''), null, { timeout: slack(30000) });
    assert.match(await ann.page.locator('.live-status').innerText(),
      /^Could not connect to Bea's device within 15 seconds\. A relay is needed: both devices found their public addresses, but a network between them .* Nothing was lost: the game goes on by links/);
  } finally {
    try {
      await closeAll(devs);
    } finally {
      for (const b of browsers) await b.close();
      server?.kill('SIGTERM');
      tearDownInternet();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
});
