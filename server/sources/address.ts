/**
 * Which network addresses the source fetcher may connect to: public unicast only. Refused:
 * loopback, private, link-local (and the cloud metadata services in it), CGNAT, multicast,
 * reserved and documentation ranges, IPv6 unique-local and link-local, and every IPv6 form that
 * carries an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) whose IPv4 address is refused.
 */
import net from "node:net";

const V4_BLOCKED: ReadonlyArray<[string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT (shared address space)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments (192.0.0.192 is Oracle's metadata)
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];

const V6_BLOCKED: ReadonlyArray<[string, number]> = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (ULA), including AWS's fd00:ec2::254 metadata
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const blocked = new net.BlockList();
for (const [address, prefix] of V4_BLOCKED) blocked.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of V6_BLOCKED) blocked.addSubnet(address, prefix, "ipv6");

/** The 16 bytes of an IPv6 address (any textual form, an embedded dotted IPv4 included). */
function v6Bytes(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((group) => {
    const value = Number.parseInt(group || "0", 16);
    return [value >> 8, value & 0xff];
  });
}

const v4Of = (bytes: number[]) => bytes.join(".");

/** The IPv4 address an IPv6 address carries, when it is one of the forms that embed one. */
export function embeddedV4(address: string): string | null {
  const b = v6Bytes(address);
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), ::ffff:0:a.b.c.d (translated)
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4Of(b.slice(12));
  if (zeros(0, 12) && !zeros(12, 16)) return v4Of(b.slice(12));
  if (zeros(0, 8) && b[8] === 0xff && b[9] === 0xff && zeros(10, 12)) return v4Of(b.slice(12));
  // 64:ff9b::/96 and 64:ff9b:1::/48 (NAT64)
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) return v4Of(b.slice(12));
  // 2002::/16 (6to4): the IPv4 address follows the prefix
  if (b[0] === 0x20 && b[1] === 0x02) return v4Of(b.slice(2, 6));
  // 2001::/32 (Teredo): the client's address, inverted, in the last 32 bits
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0 && b[3] === 0)
    return v4Of(b.slice(12).map((x) => x ^ 0xff));
  return null;
}

/** Whether the fetcher must not connect to this IP address (not an IP at all: refused too). */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address.replace(/%.*$/, ""));
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const plain = address.replace(/%.*$/, "");
  if (blocked.check(plain, "ipv6")) return true;
  const v4 = embeddedV4(plain);
  return v4 !== null && blocked.check(v4, "ipv4");
}
