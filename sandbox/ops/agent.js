// Agent console: plain DOM over the agent websocket (no inline script: CSP script-src 'self').
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
if (params.get('token')) sessionStorage.setItem('opsToken', params.get('token'));
if (params.get('agent')) $('agent-name').value = params.get('agent');
$('token').value = sessionStorage.getItem('opsToken') || '';

let socket = null;
let pinger = null;
let selected = null;
let conversations = [];
let agentName = '';
// 001 §9 typing preview: sent at most once a second; "Applicant is typing…" goes after 3 s without news.
let lastTyping = 0;
let typingTimer = null;

function showTyping(visible) {
  clearTimeout(typingTimer);
  $('typing').textContent = visible ? 'Applicant is typing…' : '';
  if (visible) typingTimer = setTimeout(() => showTyping(false), 3000);
}

function say(text, kind) {
  $('status').textContent = text;
  $('status').dataset.kind = kind || 'info';
}

function setConnection(text) {
  $('connection').textContent = text;
}

function time(iso) {
  return new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

function renderList() {
  const list = $('conversations');
  list.replaceChildren();
  $('empty').hidden = conversations.length > 0;
  const order = { WAITING: 0, ACTIVE: 1, ENDED: 2 };
  for (const c of [...conversations].sort((a, b) => order[a.status] - order[b.status] || b.updatedAt.localeCompare(a.updatedAt))) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.sid = c.sid;
    if (c.sid === selected) button.setAttribute('aria-current', 'true');
    const name = document.createElement('strong');
    name.textContent = c.name;
    const badge = document.createElement('span');
    badge.className = 'badge';
    badge.dataset.status = c.status;
    badge.textContent = c.status === 'WAITING' ? 'Waiting' : c.status === 'ACTIVE' ? `Active${c.agentName ? ` · ${c.agentName}` : ''}` : 'Ended';
    const online = document.createElement('span');
    online.className = 'badge';
    online.textContent = c.applicantOnline ? 'online' : 'offline';
    const asked = document.createElement('span');
    asked.className = 'badge';
    asked.textContent = c.requestedAgent ? `for ${c.requestedAgent}` : '';
    asked.hidden = !c.requestedAgent;
    const last = document.createElement('div');
    last.className = 'muted';
    last.textContent = c.lastMessage ? `${c.lastMessage.body.slice(0, 80)} · ${time(c.lastMessage.createdAt)}` : `Started ${time(c.createdAt)}`;
    button.append(name, badge, online, asked, last);
    button.addEventListener('click', () => open(c.sid));
    li.appendChild(button);
    list.appendChild(li);
  }
  const current = conversations.find((c) => c.sid === selected);
  if (current) renderMeta(current);
}

function renderMeta(c) {
  $('conversation-title').textContent = `Chat with ${c.name}`;
  const bits = [c.email, c.applicationUuid ? `application ${c.applicationUuid}` : null, c.orgCode, c.skill, c.pageUrl].filter(Boolean);
  $('conversation-meta').textContent = `${bits.join(' · ')} · ${c.status === 'WAITING' ? 'waiting for an agent' : c.status === 'ACTIVE' ? `with ${c.agentName}` : `ended${c.endedBy ? ` by ${c.endedBy.toLowerCase()}` : ''}`}`;
  $('join').hidden = c.status !== 'WAITING';
  $('end').hidden = c.status === 'ENDED';
  $('reply').disabled = c.status === 'ENDED';
  $('composer').querySelector('button').disabled = c.status === 'ENDED';
}

function addMessage(m) {
  if (document.querySelector(`#messages li[data-id="${m.id}"]`)) return;
  const li = document.createElement('li');
  li.dataset.id = m.id;
  li.dataset.author = m.author;
  const who = document.createElement('span');
  who.className = 'who';
  who.textContent = m.author === 'SYSTEM' ? '' : `${m.author === 'AGENT' ? m.authorName || 'Agent' : m.authorName || 'Applicant'}: `;
  const body = document.createElement('span');
  body.className = 'body';
  body.textContent = m.body;
  li.append(who, body);
  for (const a of m.attachments || []) {
    const link = document.createElement('a');
    link.href = `/ops/chat/attachments/${a.uuid}`;
    link.textContent = ` ${a.name} (${Math.round(a.size / 1024) || 1} KB)`;
    li.appendChild(link);
  }
  const at = document.createElement('span');
  at.className = 'muted';
  at.textContent = ` · ${time(m.createdAt)}`;
  li.appendChild(at);
  $('messages').appendChild(li);
  $('messages').scrollTop = $('messages').scrollHeight;
}

function open(sid) {
  selected = sid;
  showTyping(false);
  $('conversation').hidden = false;
  $('messages').replaceChildren();
  renderList();
  socket?.send(JSON.stringify({ type: 'open', sid }));
}

function connect() {
  if (socket) socket.close();
  sessionStorage.setItem('opsToken', $('token').value);
  agentName = $('agent-name').value.trim() || 'Agent';
  const url = new URL('/ops/agent/ws', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('agent', agentName);
  if ($('token').value) url.searchParams.set('token', $('token').value);
  setConnection('Connecting');
  socket = new WebSocket(url);
  socket.addEventListener('open', () => {
    setConnection(`Connected as ${agentName}`);
    clearInterval(pinger);
    pinger = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: 'ping' })), 10000);
  });
  socket.addEventListener('close', () => {
    setConnection('Disconnected');
    clearInterval(pinger);
  });
  socket.addEventListener('message', (event) => {
    const data = JSON.parse(event.data);
    if (data.type === 'conversations') {
      conversations = data.conversations;
      renderList();
    } else if (data.type === 'history' && data.sid === selected) {
      $('messages').replaceChildren();
      data.messages.forEach(addMessage);
      renderMeta(data.conversation);
    } else if (data.type === 'message' && data.sid === selected) {
      if (data.message.author === 'APPLICANT') showTyping(false);
      addMessage(data.message);
    } else if (data.type === 'typing' && data.sid === selected) {
      showTyping(true);
    } else if (data.type === 'error') {
      say(data.message, 'error');
    }
  });
}

function send() {
  const body = $('reply').value;
  if (!body.trim() || !selected) return;
  socket.send(JSON.stringify({ type: 'message', sid: selected, body, clientId: `agent-${Date.now()}` }));
  $('reply').value = '';
  say('');
}

async function hours(openStatus) {
  const res = await fetch('/ops/hours/OPS_CHAT', { method: 'PUT', headers: { 'content-type': 'application/json', 'x-ops-token': $('token').value }, body: JSON.stringify({ openStatus }) });
  const data = await res.json();
  say(res.ok ? (data.override ? `Chat hours forced ${data.override.toLowerCase()}.` : 'Chat hours follow the schedule.') : data.message, res.ok ? 'info' : 'error');
}

$('connect').addEventListener('click', connect);
$('join').addEventListener('click', () => selected && socket.send(JSON.stringify({ type: 'join', sid: selected })));
$('end').addEventListener('click', () => selected && socket.send(JSON.stringify({ type: 'end', sid: selected })));
$('composer').addEventListener('submit', (event) => { event.preventDefault(); send(); });
$('reply').addEventListener('input', () => {
  const now = Date.now();
  if (!selected || !$('reply').value.trim() || now - lastTyping < 1000 || socket?.readyState !== WebSocket.OPEN) return;
  lastTyping = now;
  socket.send(JSON.stringify({ type: 'typing', sid: selected }));
});
$('reply').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); send(); }
});
$('force-open').addEventListener('click', () => hours('OPEN'));
$('force-closed').addEventListener('click', () => hours('CLOSED'));
$('follow-clock').addEventListener('click', () => hours(null));
connect();
