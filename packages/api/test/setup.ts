// Nest and TypeORM read decorator metadata through reflect-metadata, as main.ts does.
import 'reflect-metadata';
