import { ROUTE_MAX_POINTS, type CheckInInput, type RoutePoint } from '@pawpal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The phone's position for the Today screen: once at check-in (optional: a check-in without a
 * position is still a check-in), and a walk's route while the page is open. The browser asks the
 * sitter's permission; a refusal or a phone without a fix only means no position is sent.
 */

/** How long a check-in waits for a position before checking in without one. */
export const CHECK_IN_POSITION_TIMEOUT_MS = 10_000;
/** A walk keeps at most one point this often: a few seconds apart covers hours within ROUTE_MAX_POINTS. */
export const ROUTE_MIN_INTERVAL_MS = 5000;
/** A fix less precise than this (metres) is left out of a walk's route: it would add distance that was never walked. */
export const ROUTE_MAX_ACCURACY_M = 50;

function geolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null;
}

/** The check-in's body: the position when the browser gives one within the timeout, else nothing. */
export function checkInPosition(timeoutMs = CHECK_IN_POSITION_TIMEOUT_MS): Promise<CheckInInput> {
  const geo = geolocation();
  if (!geo) return Promise.resolve({});
  return new Promise((resolve) => {
    let settled = false;
    const settle = (input: CheckInInput) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(input);
    };
    const timer = setTimeout(() => settle({}), timeoutMs);
    geo.getCurrentPosition(
      ({ coords }) => settle({ lat: coords.latitude, lng: coords.longitude, accuracyM: Math.round(coords.accuracy) }),
      () => settle({}),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** The route with `position` added, when it is precise enough, ROUTE_MIN_INTERVAL_MS after the last point and within ROUTE_MAX_POINTS. */
export function addRoutePoint(route: readonly RoutePoint[], position: GeolocationPosition): readonly RoutePoint[] {
  if (route.length >= ROUTE_MAX_POINTS) return route;
  if (position.coords.accuracy > ROUTE_MAX_ACCURACY_M) return route;
  const last = route.at(-1);
  if (last && position.timestamp - Date.parse(last.t) < ROUTE_MIN_INTERVAL_MS) return route;
  return [...route, { lat: position.coords.latitude, lng: position.coords.longitude, t: new Date(position.timestamp).toISOString() }];
}

const EARTH_RADIUS_M = 6_371_000;

/** Metres along the route (great-circle between points); the API works out the distance it keeps. */
export function routeDistanceM(route: readonly RoutePoint[]): number {
  let total = 0;
  for (let i = 1; i < route.length; i += 1) {
    const a = route[i - 1]!;
    const b = route[i]!;
    const rad = Math.PI / 180;
    const dLat = (b.lat - a.lat) * rad;
    const dLng = (b.lng - a.lng) * rad;
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
    total += 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
  }
  return total;
}

/**
 * Routes collected so far, by visit: leaving the Today screen stops the tracking, and coming back
 * to it in the same tab carries on from the points already collected.
 */
const collected = new Map<string, readonly RoutePoint[]>();

export type WalkTracking = 'waiting' | 'tracking' | 'denied' | 'unavailable' | 'stopped';

/**
 * A walk's route while `active` and the component is mounted (navigator.geolocation.watchPosition);
 * the watch is cleared on `stop()` (check-out) and on unmount.
 */
export function useWalkRoute(visitId: string, active: boolean) {
  const [route, setRoute] = useState<readonly RoutePoint[]>(() => collected.get(visitId) ?? []);
  const [tracking, setTracking] = useState<WalkTracking>('waiting');
  const watchId = useRef<number | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    const geo = geolocation();
    if (!geo) {
      setTracking('unavailable');
      return undefined;
    }
    setTracking('waiting');
    const id = geo.watchPosition(
      (position) => {
        setTracking('tracking');
        setRoute((previous) => {
          const next = addRoutePoint(previous, position);
          collected.set(visitId, next);
          return next;
        });
      },
      // GeolocationPositionError.PERMISSION_DENIED is 1.
      (error) => setTracking(error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 0 },
    );
    watchId.current = id;
    return () => {
      geo.clearWatch(id);
      watchId.current = null;
    };
  }, [active, visitId]);

  const stop = useCallback(() => {
    if (watchId.current !== null) geolocation()?.clearWatch(watchId.current);
    watchId.current = null;
    collected.delete(visitId);
    setTracking('stopped');
  }, [visitId]);

  return { route, tracking, stop };
}
