package engines

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tinylib/msgp/msgp"
)

// TestMsgpHead checks msgpHead's sizes against msgp's encoding of every
// kind of value.
func TestMsgpHead(t *testing.T) {
	long := strings.Repeat("x", 70000)
	scalars := map[string][]byte{
		"fixint": msgp.AppendInt(nil, 5), "negative fixint": msgp.AppendInt(nil, -5),
		"int8": msgp.AppendInt(nil, -100), "int16": msgp.AppendInt(nil, -1000), "int32": msgp.AppendInt(nil, -100000),
		"int64": msgp.AppendInt(nil, -1<<40), "uint8": msgp.AppendUint(nil, 200), "uint16": msgp.AppendUint(nil, 1000),
		"uint32": msgp.AppendUint(nil, 100000), "uint64": msgp.AppendUint(nil, 1<<40),
		"float32": msgp.AppendFloat32(nil, 1.5), "float64": msgp.AppendFloat64(nil, 1.5),
		"nil": msgp.AppendNil(nil), "true": msgp.AppendBool(nil, true), "false": msgp.AppendBool(nil, false),
		"fixstr": msgp.AppendString(nil, "abc"), "str8": msgp.AppendString(nil, long[:100]),
		"str16": msgp.AppendString(nil, long[:1000]), "str32": msgp.AppendString(nil, long),
		"bin8": msgp.AppendBytes(nil, []byte(long[:10])), "bin16": msgp.AppendBytes(nil, []byte(long[:1000])),
		"bin32": msgp.AppendBytes(nil, []byte(long)),
	}
	for _, n := range []int{1, 2, 4, 8, 16, 3, 300, 70000} { // fixext and ext 8, 16, 32
		b, err := msgp.AppendExtension(nil, &msgp.RawExtension{Type: 5, Data: []byte(long[:n])})
		if err != nil {
			t.Fatal(err)
		}
		scalars[fmt.Sprintf("ext of %d bytes", n)] = b
	}
	for name, b := range scalars {
		if n, size, container := msgpHead(b); container || n != 0 || size != uint64(len(b)) {
			t.Errorf("%s (%d bytes): head %d, %d, %v", name, len(b), n, size, container)
		}
		if _, size, _ := msgpHead(b[:1]); len(b) > 1 && size != 0 && size <= 1 {
			t.Errorf("%s cut to its type byte: size %d", name, size)
		}
	}
	for _, count := range []uint32{0, 3, 15, 16, 1000, 70000} {
		for _, tc := range []struct {
			head     []byte
			elements uint64
		}{
			{msgp.AppendArrayHeader(nil, count), uint64(count)},
			{msgp.AppendMapHeader(nil, count), 2 * uint64(count)},
		} {
			if n, size, container := msgpHead(tc.head); !container || n != tc.elements || size != uint64(len(tc.head)) {
				t.Errorf("header %x: head %d, %d, %v", tc.head, n, size, container)
			}
		}
	}
	if _, size, _ := msgpHead([]byte{0xc1}); size != 0 {
		t.Errorf("0xc1 has size %d", size)
	}
}
