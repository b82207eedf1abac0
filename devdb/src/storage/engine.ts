import { Collection, type ChangeListener } from './collection';

/** All databases of one server, each a map of collections, created on first write. */
export class Engine {
  private readonly databases = new Map<string, Map<string, Collection>>();
  onChange: ChangeListener | undefined;

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collections(dbName: string): Collection[] {
    return [...(this.databases.get(dbName)?.values() ?? [])];
  }

  getCollection(dbName: string, name: string): Collection | undefined {
    return this.databases.get(dbName)?.get(name);
  }

  /** Returns the collection, creating it (and its database) when missing. */
  ensureCollection(dbName: string, name: string): Collection {
    const existing = this.getCollection(dbName, name);
    if (existing) return existing;
    let database = this.databases.get(dbName);
    if (!database) {
      database = new Map();
      this.databases.set(dbName, database);
    }
    const collection = new Collection(dbName, name, (change) => this.onChange?.(change));
    database.set(name, collection);
    this.onChange?.({ op: 'createCollection', db: dbName, coll: name });
    return collection;
  }

  dropCollection(dbName: string, name: string): boolean {
    const database = this.databases.get(dbName);
    if (!database?.delete(name)) return false;
    if (database.size === 0) this.databases.delete(dbName);
    this.onChange?.({ op: 'dropCollection', db: dbName, coll: name });
    return true;
  }

  dropDatabase(dbName: string): void {
    for (const collection of this.collections(dbName)) this.dropCollection(dbName, collection.name);
  }
}
