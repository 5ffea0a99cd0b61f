// Attune's service worker. It keeps the app installable and takes updates at once; offline caching and push
// handling are added by the notifications work. It never caches API answers: they are private.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', () => {});
