// Live play: the browser's side of a WebRTC data channel between
// two devices, for app/friends/live.go. Go makes and reads the short codes
// (engines/signal); this file only talks to RTCPeerConnection, which Go
// cannot do without many calls across syscall/js.
//
//  - ICE is not trickled: a description is handed to Go once the browser
//    has gathered all its candidates (or after gatherMs, with those it has).
//  - The data channel is negotiated (id 0) on both sides, so neither waits
//    for the other to announce it.
//  - Go chooses the STUN and TURN servers (app/friends/liveice.go); servers() asks
//    the site for its own.
//  - A connection lives in the page, not in a Go component: it is made on
//    Home (the friend's answer) and used by the table. Messages that arrive
//    while no one listens are kept (at most keepMax) for the next listener.
//
// Every connection is known by a key: the game's ID on this device and the
// other device's seat ("id/seat"), so that a creator's table holds one
// connection per friend (a star through the creator, whose table relays
// every move to the others). States
// passed to the listener: 'waiting' (the offer or answer is made), 'open',
// 'failed' (no connection within openMs of the answer being applied, or
// ICE gave up sooner),
// 'closed'.
(() => {
  'use strict';

  const gatherMs = 5000;
  const serversMs = 8000;
  const openMs = 15000;
  const keepMax = 64;
  const peers = new Map(); // key → { pc, dc, state, peer, role, tag, proof, inbox, onMessage, onState, timer }

  // make opens key's connection, asking the ICE servers Go chose
  // (app/friends/liveice.go: RTCConfiguration's iceServers, already checked).
  function make(key, iceServers, peer, role) {
    drop(key);
    const pc = new RTCPeerConnection({ iceServers: iceServers || [] });
    const dc = pc.createDataChannel('tabula', { negotiated: true, id: 0 });
    const p = { pc, dc, state: 'waiting', peer, role, tag: '', proof: '', local: '', remote: '', inbox: [], onMessage: null, onState: null, timer: 0 };
    peers.set(key, p);
    dc.onopen = () => {
      clearTimeout(p.timer);
      set(p, 'open');
    };
    dc.onclose = () => set(p, p.state === 'failed' ? 'failed' : 'closed');
    dc.onmessage = (e) => {
      if (typeof e.data !== 'string') return;
      if (p.onMessage) p.onMessage(e.data);
      else if (p.inbox.length < keepMax) p.inbox.push(e.data);
    };
    pc.onconnectionstatechange = () => {
      // ICE gave up before the channel opened: the connection could not be made.
      if (pc.connectionState === 'failed' && p.state !== 'open') {
        clearTimeout(p.timer);
        set(p, 'failed');
      } else if (pc.connectionState === 'failed' || pc.connectionState === 'closed') set(p, p.state === 'failed' ? 'failed' : 'closed');
    };
    return p;
  }

  function set(p, state) {
    if (p.state === state || p.state === 'closed' || (p.state === 'failed' && state === 'closed')) return;
    p.state = state;
    if (p.onState) p.onState(state);
  }

  // described resolves to the local description once gathering is over.
  async function described(pc) {
    await new Promise((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      const t = setTimeout(resolve, gatherMs);
      pc.addEventListener('icegatheringstatechange', () => {
        if (pc.iceGatheringState === 'complete') {
          clearTimeout(t);
          resolve();
        }
      });
    });
    return pc.localDescription.sdp;
  }

  function drop(key) {
    const p = peers.get(key);
    if (!p) return;
    peers.delete(key);
    clearTimeout(p.timer);
    p.onMessage = p.onState = null;
    try { p.pc.close(); } catch (_) { /* already closed */ }
  }

  function waitOpen(p) {
    clearTimeout(p.timer);
    p.timer = setTimeout(() => {
      if (p.state === 'open') return;
      set(p, 'failed');
      try { p.pc.close(); } catch (_) { /* already closed */ }
    }, api.openMs);
  }

  const api = window.tabulaLive = {
    // openMs is how long a connection may take to open once the reply is
    // in (the browser tests shorten it).
    openMs,
    // invite makes an offer for the friend in seat peer; it resolves to its SDP.
    async invite(key, iceServers, peer) {
      const p = make(key, iceServers, peer, 'offer');
      await p.pc.setLocalDescription(await p.pc.createOffer());
      p.local = await described(p.pc);
      return p.local;
    },
    // expect records the tag the reply to key's invitation names it by,
    // and the proof (app/friends/live.go's inviteProof) that this tab shows the
    // tab that passes it that reply.
    expect(key, tag, proof) {
      const p = peers.get(key);
      if (p) Object.assign(p, { tag: String(tag), proof: String(proof) });
    },
    // answer takes a friend's offer in and resolves to the answer's SDP.
    async answer(key, iceServers, peer, offer) {
      const p = make(key, iceServers, peer, 'answer');
      p.remote = offer;
      await p.pc.setRemoteDescription({ type: 'offer', sdp: offer });
      await p.pc.setLocalDescription(await p.pc.createAnswer());
      p.local = await described(p.pc);
      return p.local;
    },
    // accept applies the friend's answer to the invitation made for key.
    async accept(key, answer) {
      const p = peers.get(key);
      if (!p || p.pc.signalingState !== 'have-local-offer') throw new Error('no invitation waits for this reply');
      await p.pc.setRemoteDescription({ type: 'answer', sdp: answer });
      p.remote = answer;
      // The channel may have opened while the description was applied.
      if (p.state === 'open') return;
      set(p, 'connecting');
      waitOpen(p);
    },
    // listen hands key's messages and changes of state to the callbacks,
    // first the messages kept; it returns the state, the friend's seat,
    // the role of this device ('offer': it invited, 'answer': it answered)
    // and the tag of its invitation (expect).
    listen(key, onMessage, onState) {
      const p = peers.get(key);
      if (!p) return ['none', -1, '', ''];
      p.onMessage = onMessage;
      p.onState = onState;
      const kept = p.inbox.splice(0);
      setTimeout(() => kept.forEach((m) => p.onMessage && p.onMessage(m)), 0);
      return [p.state, p.peer, p.role, p.tag];
    },
    unlisten(key) {
      const p = peers.get(key);
      if (p) p.onMessage = p.onState = null;
    },
    send(key, text) {
      const p = peers.get(key);
      if (!p || p.dc.readyState !== 'open') return false;
      p.dc.send(text);
      return true;
    },
    close(key) { drop(key); },
    state(key) {
      const p = peers.get(key);
      return p ? p.state : 'none';
    },
    keys() { return [...peers.keys()]; },
    // descriptions are key's descriptions, this device's and the other's
    // (their candidates say why a connection failed: app/friends/liveice.go).
    descriptions(key) {
      const p = peers.get(key);
      return p ? [p.local, p.remote] : ['', ''];
    },
    // servers asks the site's ice-servers.json (url) for its STUN and TURN
    // servers, afresh (a relay's credential is short-lived); it resolves
    // to the file's text, or null when the site has none (a static host
    // without one answers 404, or its page for any path) or it does not
    // come within serversMs. Go reads it (parseICEServers).
    async servers(url) {
      const abort = new AbortController();
      const t = setTimeout(() => abort.abort(), serversMs);
      try {
        const r = await fetch(url, { cache: 'no-store', signal: abort.signal });
        if (!r.ok || !/json/.test(r.headers.get('Content-Type') || '')) return null;
        return await r.text();
      } catch (_) {
        return null;
      } finally {
        clearTimeout(t);
      }
    },
    // of lists the keys of game id's connections ("id/…").
    of(id) { return [...peers.keys()].filter((k) => k.startsWith(id + '/')); },
    // awaiting lists the invitations waiting for their reply, as [key, tag].
    awaiting() { return waiting().map(([k, p]) => [k, p.tag]); },
    // pass hands a reply opened in another tab (a link tapped in a chat, a
    // QR code scanned: a new tab) to the tabs of this browser; the one
    // whose invitation it names takes it and answers with its proof. It
    // resolves to whether a tab took it and showed a proof that vouch (Go:
    // the proof's tag is the reply's) accepts; any other answer, from a
    // page that only listened, is ignored.
    pass(reply, vouch) {
      if (!channel) return Promise.resolve(false);
      const ask = Math.random().toString(36).slice(2);
      return new Promise((resolve) => {
        const t = setTimeout(() => { channel.removeEventListener('message', took); resolve(false); }, passMs);
        function took(e) {
          if (e.data?.took !== ask || typeof e.data.proof !== 'string' || !vouch(e.data.proof)) return;
          clearTimeout(t);
          channel.removeEventListener('message', took);
          resolve(true);
        }
        channel.addEventListener('message', took);
        channel.postMessage({ ask, reply });
      });
    },
    // read is set by Go (app/friends/live.go's passedReply): it reads a reply
    // passed by another tab as a reply link is read, into the tag of the
    // invitation it names and the answer's SDP, or null.
    read: null,
  };

  // waiting lists the [key, peer] whose invitation waits for its reply.
  function waiting() { return [...peers].filter(([, p]) => p.pc.signalingState === 'have-local-offer'); }

  // The tabs of this browser pass replies to each other (pass): a tab
  // takes one, read by Go as a reply link is, when one of its invitations
  // is the one the reply names; the others stay waiting. The wait is
  // generous: a tab in the background of a busy device may take seconds
  // to answer (a clean run of the suite at a load of 7 once missed 5 s),
  // and only a reply that no tab takes waits it out.
  const passMs = 15000;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('tabula-live') : null;
  if (channel) {
    channel.addEventListener('message', (e) => {
      const { ask, reply } = e.data || {};
      if (typeof ask !== 'string' || typeof reply !== 'string' || typeof api.read !== 'function') return;
      const read = api.read(reply);
      if (!Array.isArray(read)) return;
      const [tag, sdp] = read;
      const mine = waiting().filter(([, p]) => p.tag !== '' && p.tag === tag);
      if (mine.length !== 1) return;
      const [key, p] = mine[0];
      // The proof goes back at once: the invitation is this tab's, and
      // applying the answer may take a while on a busy device.
      channel.postMessage({ took: ask, proof: p.proof });
      api.accept(key, sdp).catch(() => {});
    });
  }
})();
