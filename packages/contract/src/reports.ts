/* Issue 9: reports shapes (filled in by its feature). */
export {};
