import { z } from 'zod';

/** The device description the browser sends base64-encoded in X-Geo-Data (spec §3 "Device info"). */
export const ZDeviceInfo = z.object({
  browser: z.object({ name: z.string().max(100), version: z.string().max(50) }),
  os: z.object({ name: z.string().max(100), version: z.string().max(50) }),
  device: z.object({
    model: z.string().max(100),
    type: z.enum(['mobile', 'tablet', 'desktop']),
    vendor: z.string().max(100),
  }),
  screen: z.object({
    width: z.number().int().min(0).max(100_000),
    height: z.number().int().min(0).max(100_000),
  }),
});
export type DeviceInfo = z.infer<typeof ZDeviceInfo>;

/** The encoded header is refused beyond this length, before any decoding. */
export const GeoDataHeaderMaxLength = 2048;
