// Notary console: plain DOM over the console websocket (no inline script: CSP script-src 'self').
// The console is the WebRTC offerer: when the server says the admitted participant is ready
// (peerReady), it (re)starts the call; signalling goes through the sandbox, media goes peer to peer.
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
if (params.get('token')) sessionStorage.setItem('opsToken', params.get('token'));
if (params.get('notary')) $('notary-name').value = params.get('notary');
$('token').value = sessionStorage.getItem('opsToken') || '';

let socket = null;
let pinger = null;
let sessions = [];
let selected = null;
let notaryName = '';
let localStream = null;
let call = null; // { sessionId, pc, pending: [] }
let meterTimer = null;

const token = () => $('token').value.trim();
const withToken = (url) => (token() ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token())}` : url);

function say(text, kind) {
  $('status').textContent = text;
  $('status').dataset.kind = kind || 'info';
}

function send(data) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(data));
}

function time(iso) {
  return new Date(iso).toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const STATUS_TEXT = { WAITING: 'Waiting', IN_SESSION: 'In session', COMPLETED: 'Completed', ENDED: 'Ended' };

function renderSessions() {
  const list = $('sessions');
  list.replaceChildren();
  const open = sessions.filter((s) => s.status === 'WAITING' || s.status === 'IN_SESSION');
  $('empty').hidden = open.length > 0;
  for (const s of sessions.slice(0, 20)) {
    const li = document.createElement('li');
    if (s.sessionId === selected) li.setAttribute('aria-current', 'true');
    const name = document.createElement('strong');
    name.textContent = s.participantName;
    const badge = document.createElement('span');
    badge.className = 'badge';
    badge.dataset.status = s.status;
    badge.textContent = `${STATUS_TEXT[s.status]}${s.notaryName ? ` · ${s.notaryName}` : ''}`;
    const online = document.createElement('span');
    online.className = 'badge';
    online.textContent = s.online ? 'online' : 'offline';
    const meta = document.createElement('div');
    meta.className = 'muted';
    meta.textContent = `${s.party === 'SIGNER' ? 'Additional signer' : 'Borrower'} · ${s.propertyAddress || s.applicationUuid} · since ${time(s.waitingSince)}`;
    const row = document.createElement('div');
    row.className = 'row';
    const openButton = document.createElement('button');
    openButton.type = 'button';
    openButton.textContent = 'Open';
    openButton.setAttribute('aria-label', `Open the session of ${s.participantName}`);
    openButton.addEventListener('click', () => select(s.sessionId));
    row.append(openButton);
    if (s.status === 'WAITING' || (s.status === 'IN_SESSION' && s.notaryName === notaryName)) {
      const admit = document.createElement('button');
      admit.type = 'button';
      admit.textContent = s.status === 'WAITING' ? 'Admit' : 'Rejoin the call';
      admit.setAttribute('aria-label', `${admit.textContent}: ${s.participantName}`);
      admit.addEventListener('click', () => { select(s.sessionId); send({ type: 'admit', sessionId: s.sessionId }); });
      row.append(admit);
    }
    li.append(name, badge, online, meta, row);
    list.appendChild(li);
  }
  renderSelected();
}

function select(sessionId) {
  selected = sessionId;
  renderSessions();
}

function renderSelected() {
  const s = sessions.find((x) => x.sessionId === selected);
  $('session').hidden = !s;
  if (!s) return;
  const mine = s.status === 'IN_SESSION' && s.notaryName === notaryName;
  $('session-title').textContent = `Session with ${s.participantName}`;
  $('remote-caption').textContent = s.participantName;
  $('session-meta').textContent = [
    s.party === 'SIGNER' ? 'Additional signer' : 'Borrower',
    s.loanNumber ? `loan ${s.loanNumber}` : `application ${s.applicationUuid}`,
    s.propertyAddress,
    STATUS_TEXT[s.status] + (s.notaryName ? ` with ${s.notaryName}` : ''),
    s.endedReason,
  ].filter(Boolean).join(' · ');
  $('check-identity').dataset.done = String(s.identityVerified);
  $('check-signature').dataset.done = String(Boolean(s.signedAt));
  renderDocument(s);
  $('verify').disabled = !mine || s.identityVerified || !$('id-matches').checked || !s.identityDocument;
  $('id-matches').disabled = !mine || s.identityVerified;
  $('request-signature').disabled = !mine || !s.identityVerified || s.signatureRequested;
  $('signature-state').textContent = s.signedAt
    ? `Signed by ${s.participantName} at ${time(s.signedAt)}.`
    : s.signatureRequested ? `Waiting for ${s.participantName} to sign…` : '';
  $('signature').hidden = !s.signatureName;
  $('signature').textContent = s.signatureName || '';
  $('complete').disabled = !mine || !s.identityVerified || !s.signedAt;
  $('end').disabled = s.status !== 'WAITING' && !mine;
}

let shownDocument = null;
function renderDocument(s) {
  const key = `${s.sessionId}:${s.identityDocument ? s.identityDocument.uuid : ''}`;
  if (shownDocument === key) return;
  shownDocument = key;
  const box = $('document');
  box.replaceChildren();
  if (!s.identityDocument) {
    box.textContent = 'No identity document on file.';
    return;
  }
  const url = withToken(`/ops/notary/sessions/${encodeURIComponent(s.sessionId)}/identity-document`);
  const label = `${s.identityDocument.type.replace(/_/g, ' ').toLowerCase()} (${s.identityDocument.fileName})`;
  if (s.identityDocument.contentType.startsWith('image/')) {
    const img = document.createElement('img');
    img.src = url;
    img.alt = `Identity document on file: ${label}`;
    box.appendChild(img);
  }
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = `Open the ${label}`;
  box.appendChild(link);
}

function closeCall() {
  clearInterval(meterTimer);
  if (call) call.pc.close();
  call = null;
  $('remote-video').srcObject = null;
  $('remote-level').value = 0;
  $('call-state').textContent = 'No call';
}

async function startCall(sessionId) {
  closeCall();
  try {
    localStream = localStream || await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch (error) {
    say(`Your camera or microphone is not available: ${error.message}`, 'error');
    return;
  }
  $('local-video').srcObject = localStream;
  const pc = new RTCPeerConnection();
  call = { sessionId, pc, pending: [] };
  for (const track of localStream.getTracks()) pc.addTrack(track, localStream);
  pc.ontrack = (event) => { $('remote-video').srcObject = event.streams[0]; };
  pc.onicecandidate = (event) => {
    if (event.candidate) send({ type: 'signal', sessionId, data: { kind: 'candidate', candidate: event.candidate.toJSON() } });
  };
  pc.onconnectionstatechange = () => {
    $('call-state').textContent = { new: 'Calling…', connecting: 'Connecting…', connected: 'Connected', disconnected: 'Reconnecting…', failed: 'Call failed', closed: 'No call' }[pc.connectionState] || pc.connectionState;
  };
  $('call-state').textContent = 'Calling…';
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  send({ type: 'signal', sessionId, data: { kind: 'description', description: pc.localDescription.toJSON() } });
  // What the applicant's microphone sends, as the notary hears it.
  meterTimer = setInterval(async () => {
    if (!call || call.pc !== pc) return;
    const stats = await pc.getStats();
    stats.forEach((r) => { if (r.type === 'inbound-rtp' && r.kind === 'audio' && typeof r.audioLevel === 'number') $('remote-level').value = r.audioLevel; });
  }, 250);
}

async function onSignal(sessionId, data) {
  if (!call || call.sessionId !== sessionId) return;
  const { pc } = call;
  if (data.kind === 'description') {
    await pc.setRemoteDescription(data.description);
    for (const c of call.pending.splice(0)) await pc.addIceCandidate(c);
  } else if (data.kind === 'candidate') {
    if (pc.remoteDescription) await pc.addIceCandidate(data.candidate);
    else call.pending.push(data.candidate);
  }
}

function connect() {
  if (socket) socket.close();
  notaryName = $('notary-name').value.trim() || 'Sandbox notary';
  const url = new URL('/ops/notary/ws', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('notary', notaryName);
  if (token()) url.searchParams.set('token', token());
  socket = new WebSocket(url);
  $('connection').textContent = 'Connecting…';
  socket.onopen = () => {
    $('connection').textContent = `Connected as ${notaryName}`;
    clearInterval(pinger);
    pinger = setInterval(() => send({ type: 'ping' }), 10000);
  };
  socket.onclose = () => {
    $('connection').textContent = 'Not connected';
    clearInterval(pinger);
  };
  socket.onmessage = (event) => {
    const data = JSON.parse(event.data);
    if (data.type === 'sessions') {
      sessions = data.sessions;
      if (data.notaryName) notaryName = data.notaryName;
      if (call && !sessions.some((s) => s.sessionId === call.sessionId && s.status === 'IN_SESSION')) closeCall();
      renderSessions();
    } else if (data.type === 'peerReady') {
      startCall(data.sessionId).catch((error) => say(error.message, 'error'));
    } else if (data.type === 'signal') {
      onSignal(data.sessionId, data.data).catch((error) => say(error.message, 'error'));
    } else if (data.type === 'error') {
      say(data.message, 'error');
    }
  };
}

async function loadAppointments() {
  const res = await fetch(withToken('/ops/notary/appointments'));
  const list = res.ok ? await res.json() : [];
  $('no-appointments').hidden = list.length > 0;
  const ul = $('appointments');
  ul.replaceChildren();
  for (const a of list) {
    const li = document.createElement('li');
    const when = new Date(a.startsAt).toLocaleString('en-US', { timeZone: a.timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    const text = document.createElement('div');
    // Who signs there (routes/notaryConsole.ts `signers`): the applicant and everyone else who signs for the home, each with photo ID.
    const who = (a.signers || []).length > 1 ? ` · signing: ${a.signers.join(', ')}` : '';
    text.textContent = `${when} · ${a.notaryName} · ${a.location || 'at the property'} · ${a.confirmation} · application ${a.applicationUuid}${who}`;
    const done = document.createElement('button');
    done.type = 'button';
    // What is signed at the appointment (routes/notaryConsole.ts `signs`): the deed, and the agreement too where the whole closing is in person.
    const what = (a.signs || []).includes('closing') ? 'Agreement and deed signed' : 'Deed signed';
    done.textContent = what;
    done.setAttribute('aria-label', `${what}: appointment ${a.confirmation}`);
    // Before the appointment's time the sandbox refuses the report until the notary confirms they met early.
    let confirmEarly = false;
    done.addEventListener('click', async () => {
      const r = await fetch(withToken(`/ops/notary/appointments/${a.uuid}/complete`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(confirmEarly ? { confirmEarly: true } : {}) });
      const body = await r.json().catch(() => ({}));
      say(r.ok ? `Appointment ${a.confirmation} reported signed.` : body.message || 'Something went wrong.', r.ok ? 'info' : 'error');
      if (!r.ok && body.code === 'APPOINTMENT_NOT_STARTED') {
        confirmEarly = true;
        done.textContent = `We met early: ${what.toLowerCase()}`;
        done.setAttribute('aria-label', `We met early: ${what.toLowerCase()}, appointment ${a.confirmation}`);
        return;
      }
      loadAppointments();
    });
    li.append(text, done);
    ul.appendChild(li);
  }
}

$('connect').addEventListener('click', () => {
  sessionStorage.setItem('opsToken', token());
  connect();
  loadAppointments();
});
$('refresh-appointments').addEventListener('click', loadAppointments);
$('id-matches').addEventListener('change', renderSelected);
$('verify').addEventListener('click', () => send({ type: 'verifyIdentity', sessionId: selected }));
$('request-signature').addEventListener('click', () => send({ type: 'requestSignature', sessionId: selected }));
$('complete').addEventListener('click', () => send({ type: 'complete', sessionId: selected }));
$('end').addEventListener('click', () => send({ type: 'end', sessionId: selected, reason: $('end-reason').value }));

connect();
loadAppointments();
