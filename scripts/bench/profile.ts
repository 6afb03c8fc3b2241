// The device profiles the latency section measures under: the CPU slowdown Chromium applies, and for the low-end
// phone the network throttling Lighthouse's mobile audit assumes (slow 4G), applied through CDP's
// Network.emulateNetworkConditions to Lugha and to the bare island alike.

/** A network as Lighthouse states it: round trip in ms, throughputs in kilobits per second (1 kbit = 1,024 bits). */
export interface NetworkThrottling {
  rttMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export interface DeviceProfile {
  /** Short name used in the table's section headings. */
  name: string;
  cpuSlowdown: number;
  /** None: the network is the loopback's own. */
  network: NetworkThrottling | null;
}

/** Lighthouse's mobile throttling (its `mobileSlow4G` constants): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G: NetworkThrottling = { rttMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 };

/** The profile the 4x figures have always been measured under: CPU only. */
export const DESKTOP_4X: DeviceProfile = { name: 'CPU 4x slower', cpuSlowdown: 4, network: null };

/** A low-end Android phone on a slow 4G link: CPU 6x slower and Lighthouse's mobile network. */
export const LOW_END_PHONE: DeviceProfile = { name: 'low-end phone: CPU 6x slower, slow 4G', cpuSlowdown: 6, network: SLOW_4G };

/** The parameters of CDP's Network.emulateNetworkConditions for a network: latency in ms, throughputs in bytes per second. */
export function cdpNetworkConditions(network: NetworkThrottling): { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number } {
  if (!(network.rttMs >= 0) || !(network.downloadKbps > 0) || !(network.uploadKbps > 0))
    throw new Error(`network throttling needs a round trip of at least 0 ms and throughputs above 0, got ${JSON.stringify(network)}`);
  const bytesPerSecond = (kbps: number) => Math.round((kbps * 1024) / 8);
  return { offline: false, latency: network.rttMs, downloadThroughput: bytesPerSecond(network.downloadKbps), uploadThroughput: bytesPerSecond(network.uploadKbps) };
}
