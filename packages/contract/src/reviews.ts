/* Issue 9: reviews shapes (filled in by its feature). */
export {};
