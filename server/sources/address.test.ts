import { describe, expect, it } from "vitest";
import { embeddedV4, isBlockedAddress } from "./address";

describe("isBlockedAddress", () => {
  it.each([
    ["0.0.0.0", "this network"],
    ["0.1.2.3", "this network"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.254", "CGNAT"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "cloud metadata (AWS, GCP, Azure)"],
    ["169.254.0.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.192", "Oracle Cloud metadata"],
    ["192.0.2.5", "documentation"],
    ["192.88.99.1", "6to4 relay"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
  ])("refuses IPv4 %s (%s)", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback, long form"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["febf::1", "link-local, top of the range"],
    ["fc00::1", "unique local"],
    ["fd00:ec2::254", "AWS metadata over IPv6"],
    ["fdff:ffff::1", "unique local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["100::1", "discard"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::FFFF:169.254.169.254", "IPv4-mapped metadata, upper case"],
    ["0:0:0:0:0:ffff:10.0.0.1", "IPv4-mapped private, long form"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["::ffff:0:192.168.0.1", "IPv4-translated private"],
    ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of the metadata address"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:a9fe:a9fe::1", "6to4 of the metadata address"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo of 127.0.0.1"],
  ])("refuses IPv6 %s (%s)", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.15.255.255",
    "172.32.0.1",
    "169.253.255.255",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("lets the public address %s through", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it("refuses what is not an IP address at all", () => {
    expect(isBlockedAddress("localhost")).toBe(true);
    expect(isBlockedAddress("")).toBe(true);
    expect(isBlockedAddress("999.1.1.1")).toBe(true);
  });

  it("reads the IPv4 address an IPv6 form carries", () => {
    expect(embeddedV4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(embeddedV4("64:ff9b::a9fe:a9fe")).toBe("169.254.169.254");
    expect(embeddedV4("2002:c0a8:0101::")).toBe("192.168.1.1");
    expect(embeddedV4("2606:4700::1111")).toBeNull();
  });
});
