import type { BrowserContext } from './test';

/**
 * A local stand-in for a Jitsi deployment at `https://{domain}`: its `external_api.js` builds the
 * conference iframe the way Jitsi's does (room in the path, the token as `?jwt=`, config in the
 * hash), and the "conference" page inside it has a Leave button that reports
 * `videoConferenceLeft` to the API, as Jitsi's iframe does over postMessage. Nothing leaves the
 * machine: both are served by Playwright's request routing.
 */
const EXTERNAL_API = `
window.JitsiMeetExternalAPI = class {
  constructor(domain, options) {
    this.listeners = {};
    const query = options.jwt ? '?jwt=' + encodeURIComponent(options.jwt) : '';
    const hash = Object.entries(options.configOverwrite || {})
      .map(([k, v]) => 'config.' + k + '=' + encodeURIComponent(JSON.stringify(v)))
      .concat(['userInfo.displayName=' + encodeURIComponent(JSON.stringify((options.userInfo || {}).displayName || ''))])
      .join('&');
    const iframe = document.createElement('iframe');
    iframe.src = 'https://' + domain + '/' + options.roomName + query + '#' + hash;
    iframe.allow = 'camera; microphone; display-capture';
    iframe.setAttribute('data-testid', 'jitsi-iframe');
    // As Jitsi's API does by default (width and height options of 100%).
    iframe.style.border = '0';
    iframe.style.width = '100%';
    iframe.style.height = '100%';
    options.parentNode.appendChild(iframe);
    this.iframe = iframe;
    window.__jitsi = (window.__jitsi || []).concat([{ domain, roomName: options.roomName, disposed: false }]);
    this.record = window.__jitsi[window.__jitsi.length - 1];
    this.onMessage = (e) => {
      if (e.source === iframe.contentWindow && e.data === 'jitsi-stub:left') this.emit('videoConferenceLeft', { roomName: options.roomName });
    };
    window.addEventListener('message', this.onMessage);
  }
  addListener(event, fn) { (this.listeners[event] = this.listeners[event] || []).push(fn); }
  on(event, fn) { this.addListener(event, fn); }
  emit(event, data) { (this.listeners[event] || []).forEach((fn) => fn(data)); }
  executeCommand() {}
  dispose() { window.removeEventListener('message', this.onMessage); this.iframe.remove(); this.record.disposed = true; }
};
`;

const CONFERENCE = `<!doctype html><meta charset="utf-8"><title>conference</title>
<body style="margin:0;background:#222;color:#eee;font:16px sans-serif;display:grid;place-items:center;height:100vh">
<div><p data-testid="conference-room"></p><button data-testid="leave-conference" onclick="parent.postMessage('jitsi-stub:left', '*')">Leave meeting</button></div>
<script>document.querySelector('[data-testid=conference-room]').textContent = decodeURIComponent(location.pathname.slice(1));</script>
</body>`;

/** Serves the stand-in for `domain` to every page of `context`. */
export async function serveJitsiStub(context: BrowserContext, domain: string) {
  await context.route(`https://${domain}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/external_api.js')) return route.fulfill({ contentType: 'application/javascript', body: EXTERNAL_API });
    return route.fulfill({ contentType: 'text/html', body: CONFERENCE });
  });
}
