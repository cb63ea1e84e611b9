/**
 * What `react` is in the bundles that ship (see vite.config.ts): preact's
 * core and hooks under React's names, without preact/compat. Our widgets use
 * only this much of React, and no React habit preact's core lacks (no
 * camel-cased SVG attributes, no onChange on fields); libraries written for
 * React (sonner) still get preact/compat.
 */
export { Component, createContext, createElement, createRef, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
