// The QR decoder for browsers without a native BarcodeDetector: ZXing compiled to WebAssembly, off the
// main thread. A plain script, emitted as a file of our build (not a webpack worker entry, whose federation
// runtime cannot be built with hashed chunk names); the page tells it where the library and its .wasm are,
// both files of our own build, never a CDN.
/* global self */
let ready = false;

self.onmessage = async ({ data }) => {
  if (data.init) {
    // Library and .wasm are fetched now, while the page knows the network is there; the page waits for this answer.
    try {
      self.importScripts(data.init.script);
      await self.ZXingWASM.prepareZXingModule({
        overrides: { locateFile: (path, prefix) => (path.endsWith('.wasm') ? data.init.wasm : prefix + path) },
        fireImmediately: true,
      });
      ready = true;
      self.postMessage({ ready: true });
    } catch (e) {
      self.postMessage({ ready: false, error: String(e) });
    }
    return;
  }
  if (!ready) return self.postMessage({ id: data.id, texts: [] });
  try {
    const results = await self.ZXingWASM.readBarcodes(data.image, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
    self.postMessage({ id: data.id, texts: results.filter((r) => r.isValid).map((r) => r.text) });
  } catch (e) {
    self.postMessage({ id: data.id, texts: [], error: String(e) });
  }
};
